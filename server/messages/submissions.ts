import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { contactMessages, directoryEntries, prayerRequests } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";

export type ContactMessage = { name: string; email: string; message: string };
export type PrayerRequest = { name: string; contact: string; message: string };
export type DirectoryEntry = { firstName: string; lastName: string; phone: string; email: string; address: string; city: string; zip: string; birthday: string };

/**
 * Visitors' messages, prayer requests and directory entries. Each is stored first; only then is staff
 * told by e-mail (NOTIFY_EMAIL), and a failing mail server never loses a submission: the mailer keeps
 * the notice and retries it.
 */
export function createSubmissions({ db, mailer, notifyEmail, logger, publicUrl }: { db: Db; mailer: Mailer; notifyEmail: string | undefined; logger: Logger; publicUrl: string }) {
  async function notify(subject: string, lines: string[]) {
    if (!notifyEmail) return;
    try {
      await mailer.send({ to: notifyEmail, subject, text: `${lines.join("\n")}\n\nRead it in the staff area: ${publicUrl}/admin/messages\n` });
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : error }, "could not queue the staff notice");
    }
  }

  return {
    async contactMessage(input: ContactMessage) {
      const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
      await notify(`New message from ${input.name}`, [`From: ${input.name} <${input.email}>`, "", input.message]);
      return row!.id;
    },
    async prayerRequest(input: PrayerRequest) {
      const [row] = await db.insert(prayerRequests).values(input).returning({ id: prayerRequests.id });
      await notify(`New prayer request from ${input.name}`, [`From: ${input.name}`, `Contact: ${input.contact}`, "", input.message]);
      return row!.id;
    },
    async directoryEntry(input: DirectoryEntry) {
      const [row] = await db.insert(directoryEntries).values(input).returning({ id: directoryEntries.id });
      await notify(`New directory entry: ${input.firstName} ${input.lastName}`, [
        `Name: ${input.firstName} ${input.lastName}`,
        `Phone: ${input.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3")}`,
        `Email: ${input.email}`,
        `Address: ${input.address}, ${input.city} ${input.zip}`,
        `Birthday: ${input.birthday}`,
      ]);
      return row!.id;
    },
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;
