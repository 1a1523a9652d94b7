// A web page that answered instead of data (shared/html-page.ts): the summary in words, and the
// page's text behind "Show the page", closed by default, a button for the keyboard and screen
// readers (aria-expanded). The text is a React text child, so the page is never rendered: no tag,
// link or script of it comes alive. A long text scrolls in its box, which takes the focus so the
// keyboard can scroll it too.
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { HtmlPage } from '../../shared/html-page';
import { useText } from '../i18n/useText';

// The disclosure's chevrons, the same in every language (hidden from screen readers).
const OPEN_CHEVRON = '▾';
const CLOSED_CHEVRON = '▸';

interface PageTextProps {
  readonly page: HtmlPage;
  /** The page in words (its title, its server, what it means), shown above the button. */
  readonly summary?: string | null;
  /** Shown open whatever the button says (a printed report shows everything). */
  readonly forceOpen?: boolean;
}

export function PageText({ page, summary, forceOpen = false }: PageTextProps) {
  const [chosen, setOpen] = useState(false);
  const open = chosen || forceOpen;
  const textId = useId();
  const text = useText();
  return (
    <div className="page-text">
      {summary && <p className="page-text__summary">{summary}</p>}
      <button
        type="button"
        className="button button--quiet button--small page-text__toggle"
        aria-expanded={open}
        aria-controls={textId}
        onClick={() => setOpen(!chosen)}
      >
        <span className="page-text__chevron" aria-hidden="true">
          {open ? OPEN_CHEVRON : CLOSED_CHEVRON}
        </span>
        <FormattedMessage id={open ? 'ui.page.hide' : 'ui.page.show'} />
      </button>
      <pre
        id={textId}
        className="page-text__body"
        hidden={!open}
        role="region"
        aria-label={text('ui.page.text')}
        tabIndex={0}
      >
        {page.text || text('ui.page.empty')}
      </pre>
    </div>
  );
}
