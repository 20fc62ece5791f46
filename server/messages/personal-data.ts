import { sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { contactMessages, directoryEntries } from "../db/schema.ts";
import type { PersonalDataPart } from "../people/erasure.ts";

const day = (at: Date) => at.toISOString().slice(0, 10);
/** Stored addresses were typed by visitors: compared as the people module writes them (trimmed, lower case). */
const sameAddress = (column: typeof contactMessages.email | typeof directoryEntries.email, email: string) => sql`lower(trim(${column})) = ${email}`;

/** What the contact and directory forms keep for a person, found and erased by their e-mail address (prayer requests: server/prayer/keeping.ts). */
export function messagesPersonalData(db: Db): PersonalDataPart[] {
  return [
    {
      area: "messages",
      label: "Contact messages",
      find: async (email) => (await db.select().from(contactMessages).where(sameAddress(contactMessages.email, email))).map((m) => `${day(m.createdAt)}: message from ${m.name}`),
      erase: async (email, tx) => (await tx.delete(contactMessages).where(sameAddress(contactMessages.email, email)).returning({ id: contactMessages.id })).length,
    },
    {
      area: "messages",
      label: "Directory entries",
      find: async (email) => (await db.select().from(directoryEntries).where(sameAddress(directoryEntries.email, email))).map((d) => `${day(d.createdAt)}: directory entry for ${d.firstName} ${d.lastName}`),
      erase: async (email, tx) => (await tx.delete(directoryEntries).where(sameAddress(directoryEntries.email, email)).returning({ id: directoryEntries.id })).length,
    },
  ];
}
