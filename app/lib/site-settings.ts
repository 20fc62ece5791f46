import { useRouteLoaderData } from "react-router";

export type CaptchaSettings = { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha" | "turnstile" | "hcaptcha"; siteKey: string; script: string };

type RootData = { apiKey?: string; captcha?: CaptchaSettings } | undefined;

/**
 * What the browser needs to call /api: the public x-api-key and the captcha settings, from the root
 * loader. The public forms carry them to their script in data-* attributes (components/forms/form-parts.tsx).
 */
export function useSiteSettings() {
  const data = useRouteLoaderData("root") as RootData;
  return { apiKey: data?.apiKey ?? "", captcha: data?.captcha ?? ({ provider: "altcha", challengeUrl: "/api/captcha/challenge" } as CaptchaSettings) };
}
