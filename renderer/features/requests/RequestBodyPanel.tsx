// The opened request's body: at most BODY_MAX_CHARS of it (main keeps the rest), indented when it is
// whole JSON, in a scrollable monospace view, with a note when it was cut and a Copy button.
import { useMemo } from 'react';
import type { RequestLogEntry } from '../../../shared/ipc-contract';
import { useAppStore } from '../../store';
import { BODY_MAX_CHARS } from '../../store/requests-slice';
import type { RequestBody } from '../../store/state/requests-state';
import { selectRequestBody, selectSelectedRequest } from '../../store/selectors';
import { CopyButton } from '../../ui/CopyButton';
import { useFailureText } from '../../ui/failure-text';
import { useCopy } from '../../ui/useCopy';
import { layoutBody } from './json-layout';
import { useText } from '../../i18n/useText';
import { useRequestText } from './useRequestText';

// Between the note and the layout's note, and the method and the address; the same in every language.
const SPACE = ' ';

function Text({ body }: { body: Extract<RequestBody, { status: 'ready' }> }) {
  const { outcome, copy } = useCopy();
  const t = useText();
  const say = useRequestText();
  const shown = useMemo(() => layoutBody(body.text, body.truncated, BODY_MAX_CHARS), [body]);
  const what = body.truncated
    ? t('requests.body.firstChars', { count: say.chars(body.text.length) })
    : t('requests.body.the');
  return (
    <>
      <div className="request-body__bar">
        <p className="request-body__note">
          {body.truncated
            ? t('requests.body.showingFirst', {
                shown: say.chars(body.text.length),
                total: say.chars(body.totalChars),
              })
            : t('requests.body.chars', {
                total: say.chars(body.totalChars),
                pretty: shown.pretty ? 'yes' : 'no',
              })}
          {shown.note && SPACE + t(shown.note)}
        </p>
        <CopyButton
          what={what}
          copyKey="body"
          outcome={outcome}
          onCopy={() => void copy('body', what, body.text)}
        />
      </div>
      <pre
        className="code-block request-body__text"
        tabIndex={0}
        role="region"
        aria-label={t('requests.body.text')}
      >
        {shown.text}
      </pre>
      <p
        className={outcome?.ok === false ? 'request-body__copy-failed' : 'visually-hidden'}
        aria-live="polite"
      >
        {outcome?.message}
      </p>
    </>
  );
}

function Content({ entry, body }: { entry: RequestLogEntry; body: RequestBody | null }) {
  const t = useText();
  const failureText = useFailureText();
  if (!body || body.status === 'loading') {
    return (
      <p className="request-body__message" role="status">
        <span className="spinner" aria-hidden="true" /> {t('requests.body.loading')}
      </p>
    );
  }
  if (body.status === 'ready') return <Text body={body} />;
  if (body.status === 'failed') {
    const text = failureText(body.failure);
    return (
      <p className="request-body__message">
        {t('requests.body.failed', { title: text.title, advice: text.advice })}
      </p>
    );
  }
  return (
    <p className="request-body__message">
      {entry.hasBody
        ? t('requests.body.gone')
        : entry.status === 0
          ? t('requests.body.noAnswer')
          : t('requests.body.none')}
    </p>
  );
}

export function RequestBodyPanel() {
  const entry = useAppStore(selectSelectedRequest);
  const body = useAppStore(selectRequestBody);
  const t = useText();
  const say = useRequestText();
  return (
    <section id="request-body" className="request-body" aria-labelledby="request-body-title">
      <h3 id="request-body-title" className="request-body__title">
        {t('requests.body.heading')}
        {entry && <span className="request-body__url">{[entry.method, say.url(entry)].join(SPACE)}</span>}
      </h3>
      {entry ? (
        <Content entry={entry} body={body} />
      ) : (
        <p className="request-body__message">{t('requests.body.choose')}</p>
      )}
    </section>
  );
}
