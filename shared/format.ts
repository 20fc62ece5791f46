/** Display rules shared by the server-rendered pages and the browser. */

/** The church counts its years from 1892 although the history text names 1891 (spec section 2, History). */
export const FOUNDING_YEAR = 1892;

export function yearsCounting(currentYear: number): number {
  return currentYear - FOUNDING_YEAR;
}

/** An e-mail or phone that is empty or the text "none" is hidden. */
export function visibleContact(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" || trimmed.toLowerCase() === "none" ? null : trimmed;
}

/** Phones show as 3-3-4 digits with dashes; anything that is not ten digits is shown as given. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (ten.length !== 10) return value.trim();
  return `${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** A tel: address for a displayed phone. */
export function telHref(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, "")}`;
}

/** The photo placeholder shows the first name, or "Staff" when there is none. */
export function placeholderName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || "Staff";
}

/** A length as people read it: "42 min", "1 h 5 min", "45 s". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** HH:MM:SS, as podcast feeds give an episode's length (itunes:duration). */
export function clockDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** ISO 8601 duration, as schema.org wants it: "PT42M5S". */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s % 60 || (!h && !m) ? `${s % 60}S` : ""}`;
}

/** A size as people read it, in the units the upload limits use (1 MB = 1024 KB): "48 MB", "1.2 GB", "312 KB". */
export function sizeText(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value >= 10 ? Math.round(value) : +value.toFixed(1)} ${units[unit]}`;
}
