/**
 * The people-who-act foundation as one service (design, "People who act"): one private-link mechanism,
 * one consent record, one retention sweeper and one way to find and erase a person's data. Each area
 * that keeps personal data joins the sweeper and the erasure path in server/services.ts; the rules here
 * are the foundation's own (its links and consents, the accounts' expired links); its own erasure part
 * is joined by server/services.ts, so the order /admin/privacy lists the parts in stays where it was.
 */
import type { Logger } from "pino";
import type { Change } from "../admin/change.ts";
import { sweepExpiredAccountLinks } from "../auth/expired-links.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { createConsents } from "./consents.ts";
import { type PersonalDataPart, createErasure } from "./erasure.ts";
import { createPrivateLinks } from "./private-links.ts";
import { createRetention } from "./retention.ts";

export function createPeople({ db, clock, logger, change }: { db: Db; clock: Clock; logger: Logger; change: Change }) {
  const people = {
    links: createPrivateLinks({ db, clock }),
    consents: createConsents({ db, clock }),
    retention: createRetention({ logger }),
    erasure: createErasure({ change }),
  };
  const MONTH_MS = 30 * 24 * 60 * 60_000;
  people.retention.register({ area: "privacy", keeps: "Private links, a month after they expired or were used", sweep: () => people.links.sweep(MONTH_MS) });
  people.retention.register({
    area: "users",
    keeps: "Sign-in and password links, a month after they expired",
    sweep: (now) => sweepExpiredAccountLinks(db, now, MONTH_MS),
  });
  /** What the foundation itself keeps for an address; server/services.ts joins it where it always stood among the areas' parts. */
  const ownErasurePart: PersonalDataPart = {
    area: "privacy",
    label: "Consents and private links",
    find: async (email) => [
      ...(await people.consents.of(email)).map((c) => `${c.givenAt.toISOString().slice(0, 10)}: agreed to ${c.purpose} on ${c.form}${c.withdrawnAt ? " (withdrawn)" : ""}`),
    ],
    erase: async (email, tx) => (await people.consents.eraseFor(email, tx)) + (await people.links.eraseFor(email, tx)),
  };
  return { ...people, ownErasurePart };
}

export type People = ReturnType<typeof createPeople>;
