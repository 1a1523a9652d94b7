// The text of a web page that answered instead of data (shared/html-page.ts), behind "Show the
// page": closed by default, a button for the keyboard and screen readers (aria-expanded). The text
// is a React text child, so the page is never rendered: no tag, link or script of it comes alive.
import { useId, useState } from 'react';
import type { HtmlPage } from '../../shared/html-page';

interface PageTextProps {
  readonly page: HtmlPage;
  /** Shown open whatever the button says (a printed report shows everything). */
  readonly forceOpen?: boolean;
}

export function PageText({ page, forceOpen = false }: PageTextProps) {
  const [chosen, setOpen] = useState(false);
  const open = chosen || forceOpen;
  const textId = useId();
  return (
    <div className="page-text">
      <button
        type="button"
        className="button button--quiet button--small page-text__toggle"
        aria-expanded={open}
        aria-controls={textId}
        onClick={() => setOpen(!chosen)}
      >
        {open ? 'Hide the page' : 'Show the page'}
      </button>
      <pre id={textId} className="page-text__body" hidden={!open} role="region" aria-label="The page’s text">
        {page.text || 'The page has no text.'}
      </pre>
    </div>
  );
}
