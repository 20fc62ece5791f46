import { useEffect, useRef } from "react";
import type { CaptchaSettings } from "../../lib/site-settings.ts";

/** The captcha's place keeps 80 px of height (spec section 9), so nothing below it jumps when it appears. */
export const CAPTCHA_HEIGHT = 80;

type Props = {
  settings: CaptchaSettings;
  apiKey: string;
  /** The solved token, or null when it expired or was reset. */
  onToken: (token: string | null) => void;
  /** Changing this value resets the widget (after a successful submission). */
  resetKey: number;
};

type ThirdParty = { render: (el: HTMLElement, options: Record<string, unknown>) => string | number; reset: (id?: string | number) => void };

const scriptLoads = new Map<string, Promise<void>>();

/** Loads a provider's script once per page; only pages that show a form ever load it. */
function loadScript(src: string): Promise<void> {
  let loading = scriptLoads.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = `${src}${src.includes("?") ? "&" : "?"}render=explicit`;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    });
    scriptLoads.set(src, loading);
  }
  return loading;
}

const GLOBALS = { recaptcha: "grecaptcha", turnstile: "turnstile", hcaptcha: "hcaptcha" } as const;

export function Captcha({ settings, apiKey, onToken, resetKey }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    let cancelled = false;
    el.replaceChildren();
    onTokenRef.current(null);

    if (settings.provider === "altcha") {
      // The widget is about 34 KB: it is fetched only when a form is complete enough to show it.
      import("altcha").then(async () => {
        if (cancelled) return;
        const widget = document.createElement("altcha-widget") as HTMLElement & { configure?: (c: Record<string, unknown>) => Promise<void> };
        widget.setAttribute("name", "recaptchaToken");
        widget.addEventListener("statechange", (event) => {
          const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          onTokenRef.current(detail.state === "verified" && detail.payload ? detail.payload : null);
        });
        el.append(widget);
        await customElements.whenDefined("altcha-widget");
        await widget.configure?.({
          challenge: settings.challengeUrl,
          // Our /api wants its key on every call, the widget's challenge request included.
          fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), "x-api-key": apiKey } }),
        });
      });
    } else {
      const provider = settings.provider;
      loadScript(settings.script).then(
        () => {
          if (cancelled) return;
          const api = (window as unknown as Record<string, ThirdParty | undefined>)[GLOBALS[provider]];
          const target = document.createElement("div");
          el.append(target);
          api?.render(target, {
            sitekey: settings.siteKey,
            callback: (token: string) => onTokenRef.current(token),
            "expired-callback": () => onTokenRef.current(null),
            "error-callback": () => onTokenRef.current(null),
          });
        },
        () => {
          if (!cancelled) el.textContent = "The captcha could not be loaded. Please check your connection and reload the page.";
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [settings, apiKey, resetKey]);

  // A light backing keeps the widget legible on the dark footer too.
  return <div ref={holder} className="flex items-center rounded-md bg-white px-2 text-slate-900" style={{ minHeight: CAPTCHA_HEIGHT }} data-testid="captcha" />;
}
