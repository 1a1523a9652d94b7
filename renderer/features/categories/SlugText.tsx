// A category's slug in small monospace, or in words when it has none: "no slug" (null or empty, as
// the specification allows) or "slug missing" (the field was not sent, which breaks it: the two
// would read alike beside a warning mark); a slug that is not text (a number) is shown as its JSON.
// With `id`, a part of a list row's description: hidden from the row's name (see CategoryOption).
import { FormattedMessage } from 'react-intl';
import { receivedText } from '../../../shared/received-text';

export function SlugText({ slug, id }: { slug: unknown; id?: string }) {
  const text = receivedText(slug);
  if (!text)
    return (
      <span className="slug slug--none" id={id} aria-hidden={id ? true : undefined}>
        <FormattedMessage id={slug === undefined ? 'categories.slugMissing' : 'categories.noSlug'} />
      </span>
    );
  return (
    <span className="slug" title={text} id={id} aria-hidden={id ? true : undefined}>
      {text}
    </span>
  );
}
