import type { AreaKey } from "../../shared/areas.ts";
import { type Actor, type Change, type Tx, changed } from "../admin/change.ts";
import type { Outcome } from "../admin/outcome.ts";
import { maskedEmail, normalEmail } from "./email.ts";

/**
 * What one area holds for a person, found and erased by their e-mail address (design, "People who
 * act": one path that every area joins). `find` describes each record in a line staff can read;
 * `erase` removes them (or empties their personal fields, keeping counts) inside the erasure's change.
 */
export type PersonalDataPart = {
  area: AreaKey;
  /** What the records are, for the staff page: "Contact messages". */
  label: string;
  find: (email: string) => Promise<string[]>;
  /**
   * What `erase` needs that is read outside the transaction (on PGlite's one connection a read
   * through another handle would wait for the transaction for ever); handed to `erase`.
   */
  prepare?: (email: string) => Promise<unknown>;
  erase: (email: string, tx: Tx, prepared?: unknown) => Promise<number>;
};

export type FoundData = { area: AreaKey; label: string; records: string[] }[];

export function createErasure({ change }: { change: Change }) {
  const parts: PersonalDataPart[] = [];
  return {
    /** An area joins the path: its records are found and erased with everyone else's. */
    join(part: PersonalDataPart) {
      parts.push(part);
    },
    /** Everything the site holds for an address, area by area (areas with nothing are left out). */
    async find(email: string): Promise<FoundData> {
      const address = normalEmail(email);
      const found = await Promise.all(parts.map(async (part) => ({ area: part.area, label: part.label, records: await part.find(address) })));
      return found.filter((f) => f.records.length > 0);
    },
    /**
     * Erases everything an address has, each area in a change of its own (its audit line, and its
     * public pages refreshed); how many records each removed.
     */
    async erase(email: string, actor: Actor): Promise<Outcome<{ removed: Record<string, number> }>> {
      const address = normalEmail(email);
      const removed: Record<string, number> = {};
      for (const part of parts) {
        const prepared = await part.prepare?.(address);
        const outcome = await change(part.area, actor, async (tx) => {
          const count = await part.erase(address, tx, prepared);
          return changed(count, ...(count > 0 ? [{ action: "erase", detail: `${part.label} of ${maskedEmail(address)} erased on request (${count})` }] : []));
        });
        if (!outcome.ok) return outcome;
        if (outcome.value > 0) removed[part.label] = outcome.value;
      }
      return { ok: true, value: { removed } };
    },
  };
}

export type Erasure = ReturnType<typeof createErasure>;
