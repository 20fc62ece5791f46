import type { GalleryImage } from "../lib/gallery.ts";
import type { PageWords } from "../lib/site.ts";
import { Gallery } from "./gallery.tsx";
import { WordsPage } from "./page-header.tsx";
import { Prose } from "./prose.tsx";
import { UpcomingDates, showsUpcoming } from "./events.tsx";
import type { Loaded } from "../lib/load.ts";
import type { Occurrence } from "../../server/events/occurrences.ts";
import { PageSection } from "./page-section.tsx";

/**
 * A ministry page whose lower half is a photo gallery: its words first (page sections staff edit, with
 * `middle`, such as fixed pictures, between "body" and "body-after"), then the gallery.
 */
export function MinistryGalleryPage({
  page,
  images,
  galleryTitle = "Photo gallery",
  above,
  middle,
  upcoming,
  place = "",
}: {
  /** Its own next dates from the events calendar (issue 12), and the church's name for dates held there. */
  upcoming?: Loaded<Occurrence[]>;
  place?: string;
  page: PageWords;
  images: GalleryImage[];
  galleryTitle?: string;
  above?: React.ReactNode;
  middle?: React.ReactNode;
}) {
  const words = page.sections;
  return (
    <WordsPage eyebrow="Ministries and Outreach" page={page}>
      {above}
      <div className="container-page prose-content max-w-3xl py-12">
        <Prose html={words.body ?? ""} />
        {middle}
        {words["body-after"] ? <Prose html={words["body-after"]} /> : null}
      </div>
      {showsUpcoming(upcoming) ? (
        <PageSection className="container-page max-w-3xl pb-12" headingId="upcoming-heading" title="Upcoming dates">
          <UpcomingDates upcoming={upcoming} place={place} />
        </PageSection>
      ) : null}
      <PageSection className="container-page pb-12" headingId="gallery-heading" title={galleryTitle}>
        <Gallery images={images} label={page.title} />
      </PageSection>
    </WordsPage>
  );
}
