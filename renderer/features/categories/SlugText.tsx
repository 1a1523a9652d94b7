// A category's slug in small monospace, or "no slug" in words when it has none.
// `id` lets a list row name it in its description.
export function SlugText({ slug, id }: { slug: string | null; id?: string }) {
  if (!slug)
    return (
      <span className="slug slug--none" id={id}>
        no slug
      </span>
    );
  return (
    <span className="slug" title={slug} id={id}>
      {slug}
    </span>
  );
}
