import { useRouteLoaderData } from "react-router";
import { PODCAST_ARTWORK_FIELD, fieldName } from "../../../shared/content/editors.ts";
import { type SiteSettings, podcastChannel } from "../../../shared/content/settings.ts";
import { CopyableLink } from "./copyable-link.tsx";
import { Field, SelectField, TextAreaField } from "./fields.tsx";
import { UploadField } from "./upload-field.tsx";

type Errors = Record<string, string>;

/**
 * The podcast's channel in Site settings (issue 13): every sermon with audio is an episode of
 * /podcast.xml. Issue 30 adds its pages on Apple Podcasts and Spotify (the buttons on Past Services)
 * and the one-time checklist for getting listed there.
 */
export function PodcastFields({ value, errors }: { value: SiteSettings; errors: Errors }) {
  const e = (...path: Array<string | number>) => errors[fieldName(...path)];
  const { podcast } = value;
  const yesNo = [
    { value: "false", label: "No" },
    { value: "true", label: "Yes" },
  ];
  return (
    <>
      <p className="text-sm text-slate-700">
        Every past service with sermon audio is an episode of the podcast at <code>/podcast.xml</code>. Empty fields use the church&apos;s name and office e-mail.
      </p>
      <ListingChecklist value={value} />
      <Field label="Podcast title (optional)" name={fieldName("podcast", "title")} defaultValue={podcast.title} maxLength={120} hint={`Empty: "${value.churchName} Sermons".`} error={e("podcast", "title")} />
      <TextAreaField label="Description (optional)" name={fieldName("podcast", "description")} defaultValue={podcast.description} rows={3} maxLength={2000} error={e("podcast", "description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Author (optional)" name={fieldName("podcast", "author")} defaultValue={podcast.author} maxLength={120} hint="Empty: the church's name." error={e("podcast", "author")} />
        <Field label="Language" name={fieldName("podcast", "language")} defaultValue={podcast.language} required maxLength={6} hint="Such as en-us." error={e("podcast", "language")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Owner's name (optional)" name={fieldName("podcast", "ownerName")} defaultValue={podcast.ownerName} maxLength={120} error={e("podcast", "ownerName")} />
        <Field
          label="Owner's e-mail (optional)"
          name={fieldName("podcast", "ownerEmail")}
          type="email"
          defaultValue={podcast.ownerEmail}
          hint="Podcast directories write here to confirm the church owns the feed. Empty: the office e-mail."
          error={e("podcast", "ownerEmail")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Explicit content" name={`${fieldName("podcast", "explicit")}:bool`} defaultValue={String(podcast.explicit)} options={yesNo} error={e("podcast", "explicit")} />
        <SelectField
          label="Locked against copying to other hosts"
          name={`${fieldName("podcast", "locked")}:bool`}
          defaultValue={String(podcast.locked)}
          options={yesNo}
          hint="Yes: another podcast host may not import the feed without the owner's e-mail."
          error={e("podcast", "locked")}
        />
      </div>
      <input type="hidden" name={fieldName("podcast", "artwork")} value={podcast.artwork} />
      <UploadField
        label="Podcast artwork"
        name={PODCAST_ARTWORK_FIELD}
        kind="artwork"
        current={podcast.artwork ? { url: podcast.artwork, label: "podcast artwork" } : undefined}
        hint="Optional: until you upload a square picture, podcast apps show the church's name drawn on an evening sky."
        error={errors[PODCAST_ARTWORK_FIELD] ?? e("podcast", "artwork")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Apple Podcasts address (once listed)"
          name={fieldName("podcast", "applePodcastsUrl")}
          type="url"
          defaultValue={podcast.applePodcastsUrl}
          maxLength={500}
          hint="The show's page on Apple Podcasts. Once set, Past Services shows an Apple Podcasts button."
          error={e("podcast", "applePodcastsUrl")}
        />
        <Field
          label="Spotify address (once listed)"
          name={fieldName("podcast", "spotifyUrl")}
          type="url"
          defaultValue={podcast.spotifyUrl}
          maxLength={500}
          hint="The show's page, https://open.spotify.com/show/… Once set, Past Services shows a Spotify button."
          error={e("podcast", "spotifyUrl")}
        />
      </div>
    </>
  );
}

/** A step, and for one the site can tell, whether it is done, in words (never colour alone). */
function Step({ done, children }: { done?: boolean; children: React.ReactNode }) {
  return (
    <li className="pl-1">
      {done === undefined ? null : <span className={`mr-2 rounded px-2 py-0.5 text-xs font-semibold ${done ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}>{done ? "Done" : "To do"}</span>}
      {children}
    </li>
  );
}

/**
 * Listing the podcast in Apple Podcasts and Spotify, which staff do once: folded away when both
 * addresses are in. The feed must carry an owner's e-mail, artwork and one episode before either
 * directory takes it; the first two are always there (the office e-mail, the drawn artwork).
 */
function ListingChecklist({ value }: { value: SiteSettings }) {
  const publicUrl = ((useRouteLoaderData("root") as { publicUrl?: string } | undefined)?.publicUrl ?? "").replace(/\/$/, "");
  const channel = podcastChannel(value);
  const { applePodcastsUrl, spotifyUrl, artwork } = value.podcast;
  return (
    <details open={!applePodcastsUrl || !spotifyUrl} className="rounded-lg border border-slate-200 bg-brand-50 p-4">
      <summary className="cursor-pointer font-semibold text-brand-800">Listing the podcast in Apple Podcasts and Spotify (once)</summary>
      <div className="mt-3 space-y-3 text-slate-800">
        <CopyableLink label="The podcast's feed address" link={`${publicUrl}/podcast.xml`} />
        <ol className="list-decimal space-y-2 pl-6">
          <Step>
            The details below are what the directories show. They write to the owner&apos;s e-mail, <strong>{channel.ownerEmail}</strong>, to confirm the church owns the podcast.{" "}
            {artwork ? "Your artwork is uploaded." : "The artwork is the church's name, drawn; upload your own square picture whenever you like."}
          </Step>
          <Step>Add at least one past service with sermon audio: the directories review a podcast by its episodes.</Step>
          <Step done={Boolean(applePodcastsUrl)}>
            <strong>Apple Podcasts:</strong> sign in to{" "}
            <a href="https://podcastsconnect.apple.com" rel="noopener" className="font-semibold underline">
              Apple Podcasts Connect
            </a>{" "}
            with an Apple Account, add a new show with an RSS feed and paste the feed address. Apple e-mails you when it is listed (often within a few days); then paste the show&apos;s address from Apple
            Podcasts into <em>Apple Podcasts address</em> below.
          </Step>
          <Step done={Boolean(spotifyUrl)}>
            <strong>Spotify:</strong> sign in to{" "}
            <a href="https://creators.spotify.com" rel="noopener" className="font-semibold underline">
              Spotify for Creators
            </a>
            , choose to add an existing podcast by its RSS feed, paste the feed address and type the code Spotify e-mails to the owner&apos;s e-mail. Once it is live, paste the show&apos;s address into{" "}
            <em>Spotify address</em> below.
          </Step>
          <Step done={Boolean(applePodcastsUrl && spotifyUrl)}>Publish: the Apple Podcasts and Spotify buttons appear on Past Services and the podcast page.</Step>
        </ol>
      </div>
    </details>
  );
}
