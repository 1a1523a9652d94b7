// The opened request's body: at most BODY_MAX_CHARS of it (main keeps the rest), indented when it is
// whole JSON, in a scrollable monospace view, with a note when it was cut and a Copy button.
import { useMemo } from 'react';
import type { RequestLogEntry } from '../../../shared/ipc-contract';
import { useAppStore } from '../../store';
import { BODY_MAX_CHARS } from '../../store/requests-slice';
import type { RequestBody } from '../../store/state/requests-state';
import { selectRequestBody, selectSelectedRequest } from '../../store/selectors';
import { CopyButton } from '../../ui/CopyButton';
import { failureText } from '../../ui/failure-text';
import { useCopy } from '../../ui/useCopy';
import { layoutBody } from './json-layout';
import { charsText, urlText } from './request-text';

function Text({ body }: { body: Extract<RequestBody, { status: 'ready' }> }) {
  const { outcome, copy } = useCopy();
  const shown = useMemo(() => layoutBody(body.text, body.truncated, BODY_MAX_CHARS), [body]);
  const what = body.truncated ? `the first ${charsText(body.text.length)} characters` : 'the body';
  return (
    <>
      <div className="request-body__bar">
        <p className="request-body__note">
          {body.truncated
            ? `Showing the first ${charsText(body.text.length)} of ${charsText(body.totalChars)} characters.`
            : `${charsText(body.totalChars)} characters${shown.pretty ? ', JSON, indented' : ''}.`}
          {shown.note && ` ${shown.note}`}
        </p>
        <CopyButton
          what={what}
          copyKey="body"
          outcome={outcome}
          onCopy={() => void copy('body', what, body.text)}
        />
      </div>
      <pre className="code-block request-body__text" tabIndex={0} role="region" aria-label="Body text">
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
  if (!body || body.status === 'loading') {
    return (
      <p className="request-body__message" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the body…
      </p>
    );
  }
  if (body.status === 'ready') return <Text body={body} />;
  if (body.status === 'failed') {
    const text = failureText(body.failure);
    return (
      <p className="request-body__message">{`The body could not be read: ${text.title}. ${text.advice}`}</p>
    );
  }
  return (
    <p className="request-body__message">
      {entry.hasBody
        ? 'The body is no longer kept: the log keeps the bodies of the most recent requests only.'
        : entry.status === 0
          ? 'No body: no answer arrived.'
          : 'No body was kept for this request.'}
    </p>
  );
}

export function RequestBodyPanel() {
  const entry = useAppStore(selectSelectedRequest);
  const body = useAppStore(selectRequestBody);
  return (
    <section id="request-body" className="request-body" aria-labelledby="request-body-title">
      <h3 id="request-body-title" className="request-body__title">
        Response body
        {entry && <span className="request-body__url">{`${entry.method} ${urlText(entry)}`}</span>}
      </h3>
      {entry ? (
        <Content entry={entry} body={body} />
      ) : (
        <p className="request-body__message">Choose a request above to see its response body.</p>
      )}
    </section>
  );
}
