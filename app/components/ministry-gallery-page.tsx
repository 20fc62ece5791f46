import type { GalleryImage } from "../lib/gallery.ts";
import type { PageWords } from "../lib/site.ts";
import { Gallery } from "./gallery.tsx";
import { PageHeader } from "./page-header.tsx";
import { Prose } from "./prose.tsx";

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
}: {
  page: PageWords;
  images: GalleryImage[];
  galleryTitle?: string;
  above?: React.ReactNode;
  middle?: React.ReactNode;
}) {
  const words = page.sections;
  return (
    <main id="main">
      <PageHeader eyebrow="Ministries and Outreach" title={page.title} lead={words.lead} hero={page.hero} />
      {above}
      <div className="container-page prose-content max-w-3xl py-12">
        <Prose html={words.body ?? ""} />
        {middle}
        {words["body-after"] ? <Prose html={words["body-after"]} /> : null}
      </div>
      <section className="container-page pb-12" aria-labelledby="gallery-heading">
        <h2 id="gallery-heading" className="text-3xl">
          {galleryTitle}
        </h2>
        <Gallery images={images} label={page.title} />
      </section>
    </main>
  );
}
