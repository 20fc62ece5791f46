/** The srcset of a drawn picture in public/images: the 1200 px file and the 640 px one beside it ("name-640.webp"). */
export function drawnSrcSet(image: string): string {
  return `${image.replace(/\.webp$/, "-640.webp")} 640w, ${image} 1200w`;
}

/** The sources and size of a drawn 16:9 picture in public/images, for its <img>. */
export function drawnImage(image: string) {
  return { src: image, srcSet: drawnSrcSet(image), width: 1200, height: 675 };
}

/** A carousel slide: a 16:9 picture with a visible caption under it. */
export function CaptionedSlide({
  image,
  srcSet,
  sizes,
  alt,
  caption,
  width = 1200,
  height = 675,
  first = false,
}: {
  image: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  caption: React.ReactNode;
  width?: number;
  height?: number;
  first?: boolean;
}) {
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-lg bg-brand-900">
      <img
        src={image}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        // Slides beside the first are clipped, not below the fold: lazy loading would leave them blank as they slide in.
        fetchPriority={first ? "high" : "low"}
        className="aspect-video w-full object-cover"
      />
      <figcaption className="flex flex-1 items-center justify-center px-4 py-3 text-center text-white sm:text-lg">{caption}</figcaption>
    </figure>
  );
}
