/**
 * The church's facts as staff keep them in Site settings: names, pastor, address, phones, e-mails,
 * hours, giving and social links, and the childcare programme's own details. The header, footer,
 * contact page, directions links, page titles, e-mails and structured data all read them from here.
 */
import { z } from "zod";
import { oneLine } from "../schemas/text.ts";
import { defaultArtworkPath } from "../subscribe.ts";

const line = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required.` })
    .overwrite(oneLine)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `Please keep ${label.toLowerCase()} to ${max} characters or fewer.`);

const optionalLine = (label: string, max = 200) => z.string().overwrite(oneLine).trim().max(max, `Please keep ${label.toLowerCase()} to ${max} characters or fewer.`).default("");

/** A phone as people dial it: 10 digits, shown 3-3-4. */
const phone = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .transform((v) => v.replace(/\D/g, ""))
    .refine((digits) => digits.length === 10, `${label}: please enter a 10-digit phone number, such as 919-555-0142.`)
    .transform((d) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`);

const email = (label: string) => z.string().trim().toLowerCase().max(254).pipe(z.email(`${label}: please enter a valid e-mail address.`));

/** Only web addresses: https, or http for a network that still uses it; never javascript:, data: or a relative path. */
export function isWebAddress(value: string, { httpsOnly = true } = {}): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || (!httpsOnly && url.protocol === "http:")) && url.hostname.includes(".") && !url.username && !url.password;
}

const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => isWebAddress(v), `${label}: please enter a web address that starts with https://.`);

/** The social networks we know by name (their links may be http or https); any other link must be https. */
export const SOCIAL_NETWORKS = {
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"] },
  instagram: { label: "Instagram", hosts: ["instagram.com"] },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"] },
  x: { label: "X (Twitter)", hosts: ["x.com", "twitter.com"] },
  maps: { label: "Map listing", hosts: ["google.com", "maps.google.com", "goo.gl", "maps.app.goo.gl", "apple.com", "bing.com", "openstreetmap.org"] },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS | "other";

const knownHost = (network: keyof typeof SOCIAL_NETWORKS, host: string) =>
  SOCIAL_NETWORKS[network].hosts.some((h) => host === h || host.endsWith(`.${h}`));

export const socialLinkSchema = z
  .object({
    network: z.enum(["facebook", "instagram", "youtube", "x", "maps", "other"], { error: "Please choose which network the link is for." }),
    url: z.string().trim().max(500),
  })
  .superRefine((link, ctx) => {
    const named = link.network !== "other";
    if (!isWebAddress(link.url, { httpsOnly: !named })) {
      ctx.addIssue({ code: "custom", path: ["url"], message: "Please enter a web address that starts with https://." });
      return;
    }
    if (named && !knownHost(link.network as keyof typeof SOCIAL_NETWORKS, new URL(link.url).hostname.toLowerCase())) {
      ctx.addIssue({ code: "custom", path: ["url"], message: `That is not a ${SOCIAL_NETWORKS[link.network as keyof typeof SOCIAL_NETWORKS].label} address. Choose "Other" for another site (https only).` });
    }
  });

export type SocialLink = z.infer<typeof socialLinkSchema>;

const coordinate = (label: string, limit: number) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .refine((v) => Number.isFinite(v) && Math.abs(v) <= limit, `${label} must be between -${limit} and ${limit}.`);

/**
 * The podcast's page in a directory, for the "Apple Podcasts" and "Spotify" buttons: empty until the
 * church is listed there, then the show's own https address on that directory (not an episode's).
 */
const listingAddress = (directory: string, host: string, path: RegExp, example: string) =>
  z
    .string()
    .trim()
    .max(500, `Please keep the ${directory} address to 500 characters or fewer.`)
    .refine((v) => v === "" || (isWebAddress(v) && new URL(v).hostname.toLowerCase() === host && path.test(new URL(v).pathname)), `The ${directory} address: please paste the show's address from ${directory}, such as ${example}.`)
    .default("");

/** A podcast language tag as RSS wants it: "en", "en-us", "es-mx". */
const LANGUAGE = /^[a-z]{2,3}(-[a-z]{2})?$/;

/**
 * The podcast's channel (issue 13): every field may stay empty, and the feed then takes the church's
 * own facts (its name as author and owner, the office e-mail as the owner's address).
 */
export const podcastSettingsSchema = z
  .object({
    title: optionalLine("The podcast title", 120),
    description: z.string().trim().max(2000, "Please keep the podcast description to 2000 characters or fewer.").default(""),
    author: optionalLine("The podcast author", 120),
    ownerName: optionalLine("The owner's name", 120),
    ownerEmail: z.union([z.literal(""), email("The owner's e-mail")]).default(""),
    language: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => LANGUAGE.test(v), "Please enter a language code such as en or en-us.")
      .default("en-us"),
    explicit: z.boolean().default(false),
    /** The channel artwork's public address (/uploads/podcast/...), placed by the editor's upload field. */
    artwork: z.string().trim().max(300).refine((v) => v === "" || /^\/uploads\/podcast\/[A-Za-z0-9._-]+$/.test(v), "That is not podcast artwork uploaded here.").default(""),
    /** podcast:locked: "yes" tells other podcast hosts not to import the feed without the owner's e-mail confirmation. */
    locked: z.boolean().default(true),
    applePodcastsUrl: listingAddress("Apple Podcasts", "podcasts.apple.com", /^\/([a-z]{2}\/)?podcast\//, "https://podcasts.apple.com/us/podcast/our-sermons/id1234567890"),
    spotifyUrl: listingAddress("Spotify", "open.spotify.com", /^\/show\/[A-Za-z0-9]+\/?$/, "https://open.spotify.com/show/1a2B3c4D5e6F7g8H9i0J1k"),
  })
  .prefault({});

export type PodcastSettings = z.infer<typeof podcastSettingsSchema>;

export const siteSettingsSchema = z.object({
  churchName: line("The church's name"),
  shortName: line("The short name", 40),
  pastor: line("The pastor's name"),
  address: z.object({
    street: line("The street address"),
    city: line("The city", 80),
    region: line("The state", 40),
    postalCode: z.string().trim().regex(/^\d{5}(-\d{4})?$/, "Please enter a 5-digit zip code."),
    country: z.string().trim().regex(/^[A-Z]{2}$/, "Please enter a two-letter country code, such as US.").default("US"),
  }),
  geo: z.object({ latitude: coordinate("The latitude", 90), longitude: coordinate("The longitude", 180) }),
  officePhone: phone("The office phone"),
  officeEmail: email("The office e-mail"),
  officeHours: line("The office hours", 200),
  /** Where to park and how to get in (issue 30): one fact, shown on /about and /contact through {{parking}}. */
  parking: optionalLine("Parking and access", 400),
  givingUrl: webAddress("The giving link"),
  social: z.array(socialLinkSchema).max(10, "Please keep to 10 social links.").default([]),
  childcare: z.object({
    name: line("The programme's name"),
    director: optionalLine("The director"),
    phone: phone("The childcare phone"),
    email: email("The childcare e-mail"),
    licence: optionalLine("The licence details", 400),
    hours: line("The opening hours", 120),
  }),
  podcast: podcastSettingsSchema,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * Settings stored before a part of them existed lack it: the podcast (issue 13) takes its defaults,
 * parking and access (issue 30) stays empty until staff write it.
 */
export function withSettingsDefaults<T extends Omit<SiteSettings, "podcast" | "parking"> & { podcast?: unknown; parking?: unknown }>(settings: T): T & Pick<SiteSettings, "podcast" | "parking"> {
  const parsed = podcastSettingsSchema.safeParse(settings.podcast ?? {});
  return { ...settings, podcast: parsed.success ? parsed.data : podcastSettingsSchema.parse({}), parking: typeof settings.parking === "string" ? settings.parking : "" };
}

/**
 * The channel as the feed and the pages name it, the church's facts filling what staff left empty, and
 * the church's name drawn as artwork until staff upload their own (Apple lists no podcast without it).
 */
export function podcastChannel(settings: SiteSettings) {
  const podcast = withSettingsDefaults(settings).podcast;
  return {
    ...podcast,
    artwork: podcast.artwork || defaultArtworkPath(settings.churchName),
    title: podcast.title || `${settings.churchName} Sermons`,
    description: podcast.description || `Sermons from ${settings.churchName}, ${settings.address.city}, ${settings.address.region}.`,
    author: podcast.author || settings.churchName,
    ownerName: podcast.ownerName || settings.churchName,
    ownerEmail: podcast.ownerEmail || settings.officeEmail,
  };
}

export function addressLine(settings: Pick<SiteSettings, "address">): string {
  const { street, city, region, postalCode } = settings.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** Directions: iOS devices open the native Maps scheme, everything else a web maps link (spec section 2, Contact). */
export function directions(settings: Pick<SiteSettings, "address">) {
  const query = encodeURIComponent(addressLine(settings));
  return {
    ios: `maps://?daddr=${query}`,
    web: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
    embed: `https://www.google.com/maps?q=${query}&output=embed`,
  };
}

/** The first link of a network, if the church has one. */
export function socialLink(settings: Pick<SiteSettings, "social">, network: SocialNetwork): string | null {
  return settings.social.find((s) => s.network === network)?.url ?? null;
}
