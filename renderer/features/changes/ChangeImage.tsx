// A changed image, before and after side by side. Only web addresses are shown as pictures (a
// snapshot's own image files are compared by hash, named, not shown); anything else as text.
import { text } from './change-rows';

function Picture({ value, label }: { value: unknown; label: string }) {
  const url = text(value);
  return (
    <figure className="change-image">
      {/^https?:\/\//i.test(url) ? (
        <img src={url} alt={label} loading="lazy" className="change-image__img" />
      ) : (
        <span className="change-image__none">{url === '' ? 'no image' : url}</span>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export function ChangeImage({ before, after }: { before: unknown; after: unknown }) {
  return (
    <div className="change-images">
      <Picture value={before} label="Image before" />
      <span aria-hidden="true">→</span>
      <Picture value={after} label="Image after" />
    </div>
  );
}
