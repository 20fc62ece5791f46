import { describe, expect, it } from "vitest";
import { backupRuns } from "../../../server/db/schema.ts";
import { backupSite } from "../../../server/testing/backup-site.ts";
import { testDatabaseKinds } from "../../../server/testing/database.ts";
import { adminHarness } from "../../testing/admin-route.ts";
import * as dashboard from "./dashboard.tsx";

const NOW = "2026-11-21T15:00:00Z";
const run = (at: string, status: "good" | "failed", extra: Partial<typeof backupRuns.$inferInsert> = {}) => ({
  name: `${at.replace(/[-:]/g, "").slice(0, 15)}Z-nightly`,
  reason: "nightly" as const,
  status,
  startedAt: new Date(at),
  finishedAt: new Date(Date.parse(at) + 60_000),
  ...extra,
});

describe.each(testDatabaseKinds)("the dashboard's backup line (%s)", (kind) => {
  it("tells site administrators when the last good backup was made, and turns red with the reason when one failed", async () => {
    const site = await backupSite(kind, { now: NOW });
    const admin = adminHarness(site.database, { backups: site.backups });
    await site.database.db.insert(backupRuns).values(run("2026-11-21T08:00:00Z", "good", { bytes: 48 * 1024 * 1024 }));

    const calm = await admin.render(dashboard, { path: "/admin/dashboard", role: "siteadmin" });
    expect(calm).toContain("Last backup: today 03:00, 48 MB, checked");
    expect(calm).not.toContain('role="alert"');
    // Only site administrators see it.
    expect(await admin.render(dashboard, { path: "/admin/dashboard", role: "admin" })).not.toContain("Last backup");

    await site.database.db.insert(backupRuns).values(run("2026-11-21T14:00:00Z", "failed", { error: "the disk is full (no space left on device)" }));
    const red = await admin.render(dashboard, { path: "/admin/dashboard", role: "siteadmin" });
    expect(red).toMatch(/role="alert"[^>]*>.*Last backup: today 03:00, 48 MB, checked.*The backup of today 09:00 failed: the disk is full \(no space left on device\)\./s);
  });
});
