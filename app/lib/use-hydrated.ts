import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. Rules that
 * need script (a button enabled only when a code is complete) apply only then, so that the same
 * markup works as a plain form without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
