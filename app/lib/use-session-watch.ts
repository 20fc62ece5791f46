import { useEffect, useRef } from "react";
import { callApi } from "./api-client.ts";
import { type ExpiryReason, type PingResult, startSessionWatch } from "./session-watch.ts";

/** GET /api/auth/me: keeps the server session alive; a 401 means it has ended. Other failures are only logged (spec section 8). */
async function pingServer(apiKey: string): Promise<PingResult> {
  try {
    const answer = await callApi(apiKey, "/api/auth/me", { method: "GET" });
    if (answer.status === 401) return "signed-out";
    if (answer.status !== 200) console.warn(`session check answered ${answer.status}`);
    return answer.status === 200 ? "ok" : "error";
  } catch (error) {
    console.warn("session check failed:", error instanceof Error ? error.message : error);
    return "error";
  }
}

/** The browser's session limits (spec section 9) for a signed-in page; `onExpire` runs once. */
export function useSessionWatch({
  apiKey,
  signedInAt,
  onExpire,
  onWarn,
}: {
  apiKey: string;
  signedInAt: string;
  onExpire: (reason: ExpiryReason) => void;
  /** A minute before an idle sign-out (true), and when activity comes back (false). */
  onWarn?: (warning: boolean) => void;
}) {
  const expireRef = useRef(onExpire);
  const warnRef = useRef(onWarn);
  useEffect(() => {
    expireRef.current = onExpire;
    warnRef.current = onWarn;
  }, [onExpire, onWarn]);
  useEffect(() => {
    const started = Date.parse(signedInAt);
    return startSessionWatch({
      signedInAt: Number.isNaN(started) ? Date.now() : started,
      onExpire: (reason) => expireRef.current(reason),
      onWarn: (warning) => warnRef.current?.(warning),
      ping: () => pingServer(apiKey),
      target: window,
    });
  }, [apiKey, signedInAt]);
}
