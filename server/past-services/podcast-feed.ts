import { createHash } from "node:crypto";
import { podcastChannel, type SiteSettings } from "../../shared/content/settings.ts";
import { clockDuration } from "../../shared/format.ts";
import { longDate } from "../../shared/dates.ts";
import { passageLabel } from "../../shared/scripture.ts";
import { zonedMoment } from "../../shared/dates.ts";
import { escapeXml, plainTextAsHtmlInXml } from "../html/xml.ts";
import type { Episode } from "./past-services.ts";
import type { SermonSeries } from "./series.ts";

/** The Podcasting 2.0 namespace's UUID for podcast:guid (a UUIDv5 of the feed address without its scheme). */
const PODCAST_GUID_NAMESPACE = "ead4c236-bf58-58c6-a2c6-a6b28d128cb6";

/** RFC 4122 version 5 UUID (SHA-1 of namespace and name). */
export function uuidV5(name: string, namespace = PODCAST_GUID_NAMESPACE): string {
  const hash = createHash("sha1")
    .update(Buffer.from(namespace.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** podcast:guid of a feed: the Podcasting 2.0 rule, from its address ("church.example/podcast.xml"). */
export const feedGuid = (feedUrl: string) => uuidV5(feedUrl.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, ""));

const TRANSCRIPT_TYPES: Record<string, string> = { ".vtt": "text/vtt", ".srt": "application/x-subrip" };
/** The enclosure types Apple lists for audio. */
const ENCLOSURE_TYPES: Record<string, string> = { "audio/mpeg": "audio/mpeg", "audio/mp4": "audio/x-m4a" };

export type FeedInput = {
  settings: SiteSettings;
  origin: string;
  timeZone: string;
  episodes: readonly Episode[];
  /** Every series, for each episode's artwork; `only` is the series of a per-series feed. */
  series: readonly SermonSeries[];
  only?: SermonSeries;
};

/** The feed's own address. */
export const feedPath = (series?: Pick<SermonSeries, "slug">) => (series ? `/podcast/${series.slug}.xml` : "/podcast.xml");

/**
 * An RSS 2.0 podcast feed with the itunes: and podcast: namespaces, as Apple Podcasts and the
 * Podcast Index check it: square artwork, exact enclosure lengths, stable guids, the category.
 */
export function buildPodcastFeed({ settings, origin, timeZone, episodes, series, only }: FeedInput): string {
  const channel = podcastChannel(settings);
  const x = escapeXml;
  // Podcast apps and feed readers render <description> as HTML; every other element here is plain text.
  const asHtml = plainTextAsHtmlInXml;
  const selfUrl = origin + feedPath(only);
  const channelArtwork = only?.artworkUrl ?? channel.artwork;
  const title = only ? `${only.title} – ${channel.title}` : channel.title;
  const description = only ? only.description || `Sermons of the series ${only.title}, from ${settings.churchName}.` : channel.description;
  const link = origin + (only ? `/past-sessions/series/${only.slug}` : "/past-sessions");
  const artworkOf = (episode: Episode) => series.find((s) => s.id === episode.seriesId)?.artworkUrl ?? channel.artwork;
  const explicit = channel.explicit ? "true" : "false";

  const items = episodes.map((episode) => {
    const pageUrl = `${origin}/past-session/${episode.id}`;
    const speakers = episode.speakers.map((s) => s.name);
    const passages = episode.passages.map(passageLabel);
    const episodeTitle = episode.sermonTitle || `${episode.serviceType}, ${longDate(episode.serviceDate)}`;
    const summary = [
      episode.description,
      episode.sermonTitle ? `${episode.serviceType}, ${longDate(episode.serviceDate)}.` : "",
      speakers.length ? `${speakers.length === 1 ? "Speaker" : "Speakers"}: ${speakers.join(", ")}.` : "",
      passages.length ? `Scripture: ${passages.join("; ")}.` : "",
    ]
      .filter(Boolean)
      .join("\n");
    const artwork = artworkOf(episode);
    const transcriptType = episode.transcriptUrl ? TRANSCRIPT_TYPES[episode.transcriptUrl.slice(episode.transcriptUrl.lastIndexOf("."))] : undefined;
    return [
      "    <item>",
      `      <title>${x(episodeTitle)}</title>`,
      `      <description>${asHtml(summary || episodeTitle)}</description>`,
      `      <link>${x(pageUrl)}</link>`,
      `      <guid isPermaLink="false">${x(episode.episodeGuid)}</guid>`,
      `      <pubDate>${zonedMoment(`${episode.serviceDate}T12:00`, timeZone).toUTCString()}</pubDate>`,
      `      <enclosure url="${x(origin + episode.audio.url)}" length="${episode.audio.size}" type="${ENCLOSURE_TYPES[episode.audio.mimeType]}"/>`,
      `      <itunes:duration>${clockDuration(episode.audio.durationSeconds)}</itunes:duration>`,
      `      <itunes:explicit>${explicit}</itunes:explicit>`,
      `      <itunes:episodeType>full</itunes:episodeType>`,
      ...(speakers.length ? [`      <itunes:author>${x(speakers.join(", "))}</itunes:author>`] : []),
      `      <itunes:image href="${x(origin + artwork)}"/>`,
      ...(episode.transcriptUrl && transcriptType ? [`      <podcast:transcript url="${x(origin + episode.transcriptUrl)}" type="${transcriptType}"/>`] : []),
      ...speakers.map((name) => `      <podcast:person role="host">${x(name)}</podcast:person>`),
      "    </item>",
    ].join("\n");
  });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${x(title)}</title>`,
    `    <link>${x(link)}</link>`,
    `    <atom:link href="${x(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${asHtml(description)}</description>`,
    `    <language>${x(channel.language)}</language>`,
    `    <copyright>${x(`© ${settings.churchName}`)}</copyright>`,
    `    <itunes:author>${x(channel.author)}</itunes:author>`,
    "    <itunes:owner>",
    `      <itunes:name>${x(channel.ownerName)}</itunes:name>`,
    `      <itunes:email>${x(channel.ownerEmail)}</itunes:email>`,
    "    </itunes:owner>",
    `    <itunes:image href="${x(origin + channelArtwork)}"/>`,
    `    <image><url>${x(origin + channelArtwork)}</url><title>${x(title)}</title><link>${x(link)}</link></image>`,
    `    <itunes:explicit>${explicit}</itunes:explicit>`,
    '    <itunes:category text="Religion &amp; Spirituality">',
    '      <itunes:category text="Christianity"/>',
    "    </itunes:category>",
    "    <itunes:type>episodic</itunes:type>",
    `    <podcast:guid>${feedGuid(selfUrl)}</podcast:guid>`,
    `    <podcast:locked owner="${x(channel.ownerEmail)}">${channel.locked ? "yes" : "no"}</podcast:locked>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
