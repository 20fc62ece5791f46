/**
 * The accounts the sign-in tests use. e2e/auth-accounts.ts creates them in the e2e database before the
 * server starts (PGlite allows one process per data folder) and writes what the tests need here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./settings.ts";

export const AUTH_DATA_NAME = "e2e-auth-accounts.json";

export type E2eRole = "siteadmin" | "admin" | "church" | "childcare";
export type E2eAccount = { username: string; password: string; email: string | null; name: string; role: E2eRole };

export type AuthData = {
  /** One account per role, shared by tests that only sign in and look. */
  roles: Record<E2eRole, E2eAccount>;
  /** Changes its password through the forgot-password e-mail. */
  forgot: E2eAccount;
  /** Receives a manual-reset link (as an admin would hand out). */
  manual: E2eAccount & { resetPath: string };
  /** An unused invitation (path with ?invite=&email=) for the register -> two-factor journey. */
  invite: { path: string; email: string; role: E2eRole };
  /** The accounts of e2e/auth-no-javascript.spec.ts, one per test. */
  noJavaScript: {
    /** Two-step verification with an authenticator app: the test computes codes from `secret`. */
    app: E2eAccount & { secret: string };
    /** Two-step verification too, signing in with one of `backupCodes`. */
    backup: E2eAccount & { backupCodes: string[] };
    /** Two-step verification too, starting over at the second step. */
    restart: E2eAccount;
    /** Changes the details on /user/profile. */
    profile: E2eAccount;
    /** Resets the password through the forgot-password e-mail. */
    forgot: E2eAccount;
    /** Receives a manual-reset link. */
    manual: E2eAccount & { resetPath: string };
    /** An unused invitation. */
    invite: { path: string; email: string; role: E2eRole };
  };
};

/** The accounts as written at server start. */
export function authData(): AuthData {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, AUTH_DATA_NAME), "utf8")) as AuthData;
}
