/** Spec section 9: inactivity logout, and the hard session limit checked every minute. */
export const INACTIVITY_MS = 900_000;
export const HARD_LIMIT_MS = 14_400_000;
export const HARD_LIMIT_CHECK_MS = 60_000;
/** While the user is active, the server hears from the page at most this often (its own idle limit is also 15 minutes). */
export const PING_INTERVAL_MS = 60_000;
/** How long before an idle sign-out the page offers to stay signed in (issue 16). */
export const WARNING_MS = 60_000;
/**
 * The activity that counts (spec section 4: mouse move, key press or scroll), and typing and touches
 * on a phone, whose on-screen keyboards do not always send key presses (issue 16).
 */
export const ACTIVITY_EVENTS = ["mousemove", "keydown", "scroll", "input", "pointerdown"] as const;

export type ExpiryReason = "inactive" | "limit" | "signed-out";
/** "signed-out" when the server no longer knows the session (401); "error" for anything else, which is only logged. */
export type PingResult = "ok" | "signed-out" | "error";

export type SessionWatchOptions = {
  /** When the session began (epoch ms), from the server. */
  signedInAt: number;
  /** Called once, when the session must end. */
  onExpire: (reason: ExpiryReason) => void;
  /** Called a minute before an idle sign-out (true), and when activity comes back after that (false). */
  onWarn?: (warning: boolean) => void;
  /** Tells the server the user is still there (GET /api/auth/me). */
  ping: () => Promise<PingResult>;
  /** Where activity events are heard: the window. */
  target: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  now?: () => number;
};

/**
 * Watches one signed-in page. Activity only records a time, so a stream of mouse moves costs nothing;
 * the single inactivity timer checks that time when it fires and waits again for the remainder. A
 * laptop waking from sleep is caught too: the first activity after the limit ends the session instead
 * of extending it. Returns the function that stops watching.
 */
export function startSessionWatch({ signedInAt, onExpire, onWarn, ping, target, now = () => Date.now() }: SessionWatchOptions): () => void {
  let lastActivity = now();
  let warned = false;
  let lastPing = now();
  let pinging = false;
  let stopped = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const overLimit = () => now() - signedInAt >= HARD_LIMIT_MS;
  const idleFor = () => now() - lastActivity;

  function expire(reason: ExpiryReason) {
    if (stopped) return;
    stop();
    onExpire(reason);
  }

  function scheduleIdleCheck(delay: number) {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const idle = idleFor();
      if (idle >= INACTIVITY_MS) return expire("inactive");
      if (idle >= INACTIVITY_MS - WARNING_MS) {
        if (!warned && onWarn) {
          warned = true;
          onWarn(true);
        }
        return scheduleIdleCheck(INACTIVITY_MS - idle);
      }
      scheduleIdleCheck(INACTIVITY_MS - WARNING_MS - idle);
    }, delay);
  }

  function onActivity() {
    if (stopped) return;
    if (idleFor() >= INACTIVITY_MS) return expire("inactive");
    if (overLimit()) return expire("limit");
    lastActivity = now();
    if (warned) {
      warned = false;
      onWarn?.(false);
    }
    if (!pinging && now() - lastPing >= PING_INTERVAL_MS) {
      pinging = true;
      lastPing = now();
      ping().then(
        (result) => {
          pinging = false;
          if (result === "signed-out") expire("signed-out");
        },
        () => {
          pinging = false;
        },
      );
    }
  }

  const limitTimer = setInterval(() => {
    if (overLimit()) expire("limit");
  }, HARD_LIMIT_CHECK_MS);
  const listenOptions = { passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, listenOptions);

  function stop() {
    stopped = true;
    clearTimeout(idleTimer);
    clearInterval(limitTimer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, listenOptions);
  }

  if (overLimit()) expire("limit");
  else scheduleIdleCheck(onWarn ? INACTIVITY_MS - WARNING_MS : INACTIVITY_MS);
  return stop;
}
