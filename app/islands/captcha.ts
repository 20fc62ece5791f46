import type { CaptchaSettings } from "../lib/site-settings.ts";

type ThirdParty = { render: (el: HTMLElement, options: Record<string, unknown>) => string | number };

const scriptLoads = new Map<string, Promise<void>>();

/** Loads a provider's script once per page; only pages where a form is filled in ever load it. */
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

/**
 * Puts the configured captcha into `holder` and reports its token (null when it expires or fails).
 * Returns a function that stops a widget still loading from appearing.
 */
export function mountCaptcha(holder: HTMLElement, settings: CaptchaSettings, apiKey: string, onToken: (token: string | null) => void): () => void {
  let cancelled = false;
  holder.replaceChildren();
  onToken(null);

  if (settings.provider === "altcha") {
    // The widget is about 34 KB: it is fetched only when a form is complete enough to show it.
    import("altcha").then(async () => {
      if (cancelled) return;
      const widget = document.createElement("altcha-widget") as HTMLElement & { configure?: (c: Record<string, unknown>) => Promise<void> };
      widget.setAttribute("name", "recaptchaToken");
      widget.addEventListener("statechange", (event) => {
        const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
        onToken(detail.state === "verified" && detail.payload ? detail.payload : null);
      });
      holder.append(widget);
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
        holder.append(target);
        api?.render(target, {
          sitekey: settings.siteKey,
          callback: (token: string) => onToken(token),
          "expired-callback": () => onToken(null),
          "error-callback": () => onToken(null),
        });
      },
      () => {
        if (!cancelled) holder.textContent = "The captcha could not be loaded. Please check your connection and reload the page.";
      },
    );
  }
  return () => {
    cancelled = true;
  };
}
