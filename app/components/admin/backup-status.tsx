import { type BackupsState, backupWords } from "../../lib/backup-words.ts";

/**
 * The site administrators' line about the backups at the top of the dashboard: the last good one,
 * red with the reason when a backup failed or none succeeded for 36 hours (issue 32). The same words
 * go to them by e-mail, once (server/backups/alerts.ts).
 */
export function BackupStatus({ state, now, timeZone }: { state: BackupsState; now: string; timeZone: string }) {
  const { line, problem } = backupWords(state, now, timeZone);
  if (!state.attention) {
    return (
      <p className="mt-4 text-slate-700" data-testid="dashboard-backups">
        {line}
      </p>
    );
  }
  return (
    <div role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900" data-testid="dashboard-backups">
      <p className="font-semibold">{line}</p>
      {problem ? <p className="mt-1">{problem}</p> : null}
      <p className="mt-1">The server's log says more; the README's "Backups" section says what to do.</p>
    </div>
  );
}
