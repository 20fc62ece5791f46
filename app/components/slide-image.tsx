/** A 16:9 carousel slide: the picture at full width, its caption read by screen readers from the alt text. */
export function SlideImage({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={675}
      className="aspect-video w-full rounded-lg object-cover"
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
