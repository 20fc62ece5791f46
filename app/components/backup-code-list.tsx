import { useRouteLoaderData } from "react-router";

/** Ten fresh backup codes, shown once: the server keeps only their hashes. */
export function BackupCodeList({ codes }: { codes: string[] }) {
  const siteName = (useRouteLoaderData("root") as { siteName?: string | null } | undefined)?.siteName;
  const file = `Backup codes${siteName ? ` for ${siteName}` : ""}\nEach code signs you in once.\n\n${codes.join("\n")}\n`;
  return (
    <div role="status" className="rounded-lg border-2 border-accent-500 bg-amber-50 p-5">
      <h2 className="text-2xl">Save your backup codes</h2>
      <p className="mt-2 text-slate-800">
        If you lose your phone or cannot get an email, each of these codes signs you in once. Keep them somewhere safe, such as a password manager
        or a printed copy in your desk. <strong>This is the only time they are shown.</strong>
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 font-mono text-lg tracking-wider text-slate-900 sm:max-w-md" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download="backup-codes.txt" className="btn-outline bg-white">
          Download as a text file
        </a>
      </p>
    </div>
  );
}
