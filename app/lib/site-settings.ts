import { useRouteLoaderData } from "react-router";
import { callApi } from "./api-client.ts";

export type CaptchaSettings = { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha" | "turnstile" | "hcaptcha"; siteKey: string; script: string };

type RootData = { apiKey?: string; captcha?: CaptchaSettings } | undefined;

/** What the browser needs to call /api: the public x-api-key and the captcha settings, from the root loader. */
export function useSiteSettings() {
  const data = useRouteLoaderData("root") as RootData;
  return { apiKey: data?.apiKey ?? "", captcha: data?.captcha ?? ({ provider: "altcha", challengeUrl: "/api/captcha/challenge" } as CaptchaSettings) };
}

export type FormAnswer = { ok: boolean; status: number; body: { message?: string; error?: string; fields?: Record<string, string> } };

/** POSTs a public form to /api; never throws (a network failure is status 0). */
export async function postForm(path: string, body: unknown, apiKey: string): Promise<FormAnswer> {
  try {
    const { status, body: answer } = await callApi(apiKey, path, { body });
    return { ok: status >= 200 && status < 300, status, body: answer as FormAnswer["body"] };
  } catch {
    return { ok: false, status: 0, body: {} };
  }
}
