// A category's slug in small monospace, or "no slug" in words when it has none.
export function SlugText({ slug }: { slug: string | null }) {
  if (!slug) return <span className="slug slug--none">no slug</span>;
  return (
    <span className="slug" title={slug}>
      {slug}
    </span>
  );
}
