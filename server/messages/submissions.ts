import type { Db } from "../db/db.ts";
import { contactMessages, directoryEntries } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";

export type ContactMessage = { name: string; email: string; message: string };
export type DirectoryEntry = { firstName: string; lastName: string; phone: string; email: string; address: string; city: string; zip: string; birthday: string };

type Notice = { subject: string; lines: string[] };

/**
 * Visitors' messages and directory entries (prayer requests: server/prayer/submit.ts). Each is stored together with its staff
 * notice (to NOTIFY_EMAIL) in one transaction, so neither exists without the other; the mail worker
 * sends the notice afterwards, and a failing mail server delays it without losing it or the visitor's
 * submission.
 */
export function createSubmissions({ db, mailer, notifyEmail, publicUrl }: { db: Db; mailer: Mailer; notifyEmail: string | undefined; publicUrl: string }) {
  async function store(write: (tx: Pick<Db, "insert">) => Promise<number>, notice: Notice): Promise<number> {
    const id = await db.transaction(async (tx) => {
      const id = await write(tx);
      if (notifyEmail) {
        const text = `${notice.lines.join("\n")}\n\nRead it in the staff area: ${publicUrl}/admin/messages\n`;
        await mailer.queue({ to: notifyEmail, subject: notice.subject, text }, { tx, purpose: "notice" });
      }
      return id;
    });
    mailer.wake();
    return id;
  }

  return {
    contactMessage: (input: ContactMessage) =>
      store(
        async (tx) => (await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id }))[0]!.id,
        { subject: `New message from ${input.name}`, lines: [`From: ${input.name} <${input.email}>`, "", input.message] },
      ),
    directoryEntry: (input: DirectoryEntry) =>
      store(async (tx) => (await tx.insert(directoryEntries).values(input).returning({ id: directoryEntries.id }))[0]!.id, {
        subject: `New directory entry: ${input.firstName} ${input.lastName}`,
        lines: [
          `Name: ${input.firstName} ${input.lastName}`,
          `Phone: ${input.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3")}`,
          `Email: ${input.email}`,
          `Address: ${input.address}, ${input.city} ${input.zip}`,
          `Birthday: ${input.birthday}`,
        ],
      }),
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;
