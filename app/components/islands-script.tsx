import { useRouteLoaderData } from "react-router";

/**
 * The public pages' only script: the islands (app/islands/main.ts), in place of React Router's
 * hydration scripts, which app/root.tsx leaves out below a route whose handle says `hydrate: false`.
 * A module script runs once the document is parsed; it carries the request's CSP nonce.
 */
export function IslandsScript({ src }: { src: string | undefined }) {
  const nonce = (useRouteLoaderData("root") as { nonce?: string } | undefined)?.nonce;
  // Browsers hide a nonce from the DOM once applied, so a hydrating page (sign-in) sees it differ.
  return src ? <script type="module" src={src} nonce={nonce} suppressHydrationWarning /> : null;
}
