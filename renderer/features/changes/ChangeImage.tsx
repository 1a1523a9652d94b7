// A changed image, before and after side by side, each from what its side kept: the bytes a
// snapshot or dataset stored (so an old picture shows however long ago its server went away), or
// the address a live installation's snapshot kept, with a clear note when that no longer loads.
// Each picture is asked for once, when its row comes into view; shown again (scrolled back to,
// printed), it is there at once.
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/useText';
import type { ChangeImage as SideImage } from '../../../shared/changes';
import { useAppStore } from '../../store';
import { FallbackImage } from '../../ui/FallbackImage';
import { useRequestText } from '../requests/useRequestText';

type Side = 'before' | 'after';

// Between the pictures before and after, the same in every language.
const ARROW = '→';

function Picture({ side, categoryId, label }: { side: Side; categoryId?: string; label: string }) {
  const load = useAppStore((s) => s.loadChangeImage);
  const loaded = useAppStore((s) => s.loadedChangeImage);
  const [image, setImage] = useState<SideImage | null>(() => loaded(side, categoryId));
  const say = useText();
  const { size: sizeText } = useRequestText();
  useEffect(() => {
    let shown = true;
    void load(side, categoryId).then((arrived) => shown && setImage(arrived));
    return () => {
      shown = false;
    };
  }, [load, side, categoryId]);

  const none = (text: string, title?: string) => (
    <span className="change-image__none" title={title}>
      {text}
    </span>
  );
  let picture;
  if (image === null)
    picture = (
      <span
        className="change-image__none image--loading"
        role="img"
        aria-label={say('changes.image.loading', { label })}
      />
    );
  else if (image.kind === 'stored')
    picture = <img src={image.dataUrl} alt={label} className="change-image__img" />;
  else if (image.kind === 'address')
    picture = (
      <FallbackImage
        src={image.url}
        alt={label}
        width={96}
        height={96}
        className="change-image__img"
        fallback={none(say('changes.image.gone'), image.url)}
      />
    );
  else if (image.kind === 'gone') picture = none(say('changes.image.compareAgain'));
  else if (image.kind === 'too-large')
    picture = none(say('changes.image.tooLarge', { size: sizeText(image.bytes) }));
  else picture = none(say('changes.image.none'));
  return (
    <figure className="change-image" title={image?.kind === 'address' ? image.url : undefined}>
      {picture}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** The pictures of a category's image (`categoryId`) or of the logo (none), before → after. */
export function ChangeImage({
  categoryId,
  what = 'image',
}: {
  categoryId?: string;
  what?: 'image' | 'logo';
}) {
  const say = useText();
  return (
    <div className="change-images">
      <Picture side="before" categoryId={categoryId} label={say('changes.image.before', { what })} />
      <span aria-hidden="true">{ARROW}</span>
      <Picture side="after" categoryId={categoryId} label={say('changes.image.after', { what })} />
    </div>
  );
}
