import { Gallery } from "./gallery.tsx";
import type { GalleryImage } from "../lib/gallery.ts";
import { PageHeader } from "./page-header.tsx";

/** A ministry page whose lower half is a photo gallery: text first, then the gallery. */
export function MinistryGalleryPage({
  title,
  lead,
  images,
  galleryTitle = "Photo gallery",
  above,
  children,
}: {
  title: string;
  lead: string;
  images: GalleryImage[];
  galleryTitle?: string;
  above?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main id="main">
      <PageHeader eyebrow="Ministries and Outreach" title={title} lead={lead} />
      {above}
      <div className="container-page prose-content max-w-3xl py-12">{children}</div>
      <section className="container-page pb-12" aria-labelledby="gallery-heading">
        <h2 id="gallery-heading" className="text-3xl">
          {galleryTitle}
        </h2>
        <Gallery images={images} label={title} />
      </section>
    </main>
  );
}
