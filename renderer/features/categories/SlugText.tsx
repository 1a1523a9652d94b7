// A category's slug in small monospace, or "no slug" in words when it has none.
// With `id`, a part of a list row's description: hidden from the row's name (see CategoryOption).
export function SlugText({ slug, id }: { slug: string | null; id?: string }) {
  if (!slug)
    return (
      <span className="slug slug--none" id={id} aria-hidden={id ? true : undefined}>
        no slug
      </span>
    );
  return (
    <span className="slug" title={slug} id={id} aria-hidden={id ? true : undefined}>
      {slug}
    </span>
  );
}
