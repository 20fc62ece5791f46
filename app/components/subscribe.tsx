import { Fragment } from "react";
import { googleCalendarSubscribeLink, webcalAddress } from "../../shared/subscribe.ts";

/**
 * Subscribing in one tap (issue 30 item 5): the podcast in a podcast app, the calendar in a phone's
 * calendar. Rendered on the server without script; the copy buttons come alive with the islands
 * script (app/islands/copy.ts) and stay hidden without it, when the address beside them is still there
 * to select.
 */

const button = "btn min-h-11 text-center";
const outline = "btn-outline min-h-11 bg-white text-center";

/** A button that copies `text`; says how it went in the status element `statusId`, and selects `sourceId`'s text if it could not. */
function CopyButton({ text, sourceId, statusId, copied, children }: { text: string; sourceId: string; statusId: string; copied: string; children: React.ReactNode }) {
  return (
    <button type="button" hidden className={outline} data-copy={text} data-copy-source={sourceId} data-copy-status={statusId} data-copied={copied}>
      {children}
    </button>
  );
}

/** An address that one tap selects whole, and that wraps after a "/" of its path on a narrow screen. */
export function AddressText({ address, id, className = "" }: { address: string; id?: string; className?: string }) {
  const scheme = /^[a-z]+:\/\//i.exec(address)?.[0] ?? "";
  const parts = address.slice(scheme.length).split(/(?<=\/)/);
  return (
    <span id={id} className={`font-mono text-slate-900 [overflow-wrap:anywhere] select-all ${className}`}>
      {scheme}
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The address itself on a line of its own, one tap selects all of it; and the line where a copy button reports. */
function AddressLine({ label, address, id }: { label: string; address: string; id: string }) {
  return (
    <>
      <p className="mt-3 text-sm text-slate-700">
        {label}:{" "}
        <AddressText address={address} id={id} className="block" />
      </p>
      <p id={`${id}-status`} role="status" className="mt-1 text-sm font-semibold text-green-900" />
    </>
  );
}

export type PodcastLinks = { feedUrl: string; applePodcastsUrl: string; spotifyUrl: string };

/**
 * The podcast's buttons: its pages on Apple Podcasts and Spotify once staff have set them, the feed's
 * address to copy, and "Other apps" (the podcast page's help for every other app).
 */
export function PodcastButtons({ links, otherAppsHref, id }: { links: PodcastLinks; otherAppsHref?: string; id: string }) {
  return (
    <>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label="Ways to listen">
        {links.applePodcastsUrl ? (
          <li>
            <a href={links.applePodcastsUrl} className={button}>
              Apple Podcasts
            </a>
          </li>
        ) : null}
        {links.spotifyUrl ? (
          <li>
            <a href={links.spotifyUrl} className={button}>
              Spotify
            </a>
          </li>
        ) : null}
        <li>
          <CopyButton text={links.feedUrl} sourceId={id} statusId={`${id}-status`} copied="Copied. Paste it into your podcast app to follow the podcast.">
            Copy feed address
          </CopyButton>
        </li>
        {otherAppsHref ? (
          <li>
            <a href={otherAppsHref} className={outline}>
              Other apps
            </a>
          </li>
        ) : null}
      </ul>
      <AddressLine label="Feed address" address={links.feedUrl} id={id} />
    </>
  );
}

/**
 * The box at the top of Past Services: the podcast and its buttons. No artwork here: it is a full-size
 * picture for podcast apps (the podcast page shows it).
 */
export function PodcastBox({ links, title }: { links: PodcastLinks; title: string }) {
  return (
    <section aria-labelledby="podcast-heading" className="mt-8 max-w-3xl rounded-lg border border-slate-200 bg-brand-50 p-5">
      <h2 id="podcast-heading" className="text-2xl">
        Listen in a podcast app
      </h2>
      <p className="mt-1 text-slate-800">Follow {title} once and every new sermon arrives on your phone by itself.</p>
      <PodcastButtons links={links} otherAppsHref="/podcast#other-apps" id="podcast-feed-address" />
    </section>
  );
}

/**
 * The calendar's subscribe box (the top of /events): `webcal:` for iPhone, Mac and Outlook, Google's
 * add-by-address link (how an Android phone subscribes), and the address to copy for anything else.
 */
export function CalendarSubscribe({ feedUrl, calendar, intro, help }: { feedUrl: string; calendar: string | null; intro: string; help: readonly string[] }) {
  const id = "calendar-feed-address";
  return (
    <section aria-labelledby="subscribe-heading" className="mt-8 rounded-lg border border-slate-200 bg-brand-50 p-5">
      <h2 id="subscribe-heading" className="text-2xl">
        {calendar ? `Subscribe to ${calendar}` : "Subscribe to the calendar"}
      </h2>
      {intro ? <p className="mt-1 text-slate-800">{intro}</p> : null}
      <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap [&_a]:w-full sm:[&_a]:w-auto [&_button]:w-full sm:[&_button]:w-auto" aria-label="Ways to subscribe">
        <li>
          <a href={webcalAddress(feedUrl)} className={button}>
            Subscribe (iPhone, Mac, Outlook)
          </a>
        </li>
        <li>
          <a href={googleCalendarSubscribeLink(feedUrl)} className={button}>
            Add to Google Calendar
          </a>
        </li>
        <li>
          <CopyButton text={feedUrl} sourceId={id} statusId={`${id}-status`} copied="Copied. Paste it where your calendar app adds a calendar from a web address.">
            Copy link
          </CopyButton>
        </li>
      </ul>
      <AddressLine label={calendar ? `Address of ${calendar}` : "Address of all events (or pick a category below)"} address={feedUrl} id={id} />
      {help.filter(Boolean).map((line) => (
        <p key={line} className="mt-2 text-sm text-slate-800">
          {line}
        </p>
      ))}
    </section>
  );
}
