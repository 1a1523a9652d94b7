// The request log as a table, newest first: time, method, URL (its token masked by main), status
// with an outcome badge, duration, its phases as a waterfall bar (scaled to the longest call listed)
// and size. A row opens with a click; by keyboard, its URL is a
// button, and the arrow keys move between rows (opening each, as a list with a preview does).
import type { KeyboardEvent } from 'react';
import type { RequestLogEntry } from '../../../shared/ipc-contract';
import { useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import { clockText } from '../../ui/time-text';
import { useRequestText } from './useRequestText';
import { longestTotal } from './timing-phases';
import { TimingBar } from './Waterfall';

interface RequestTableProps {
  readonly entries: readonly RequestLogEntry[];
  readonly selectedId: number | null;
  readonly onSelect: (id: number) => void;
}

// Where no status came; no word, the same in every language.
const DASH = '—';

const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

function Row({
  entry,
  selected,
  scaleMs,
  onSelect,
}: {
  entry: RequestLogEntry;
  selected: boolean;
  scaleMs: number;
  onSelect: () => void;
}) {
  const say = useRequestText();
  const { locale } = useIntl();
  return (
    <tr className={selected ? 'requests__row requests__row--selected' : 'requests__row'} onClick={onSelect}>
      <td className="requests__time">{clockText(entry.at, Date.now(), locale)}</td>
      <td className="requests__method">{entry.method}</td>
      <td className="requests__url">
        <button
          type="button"
          className="requests__open"
          data-request-id={entry.id}
          aria-pressed={selected}
          aria-controls="request-body"
        >
          {say.url(entry)}
        </button>
      </td>
      <td className="requests__status">
        <span className="requests__code">{entry.status || DASH}</span>
        <span className={entry.ok ? 'badge badge--ok' : 'badge badge--failed'}>{say.outcome(entry)}</span>
      </td>
      <td className="requests__number">{say.duration(entry.durationMs)}</td>
      <td className="requests__timing">
        <TimingBar timings={entry.timings} scaleMs={scaleMs} />
      </td>
      <td className="requests__number">{say.size(entry.bytes)}</td>
    </tr>
  );
}

export function RequestTable({ entries, selectedId, onSelect }: RequestTableProps) {
  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const step = STEP[event.key];
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-request-id]');
    if (!step || !current) return;
    const at = entries.findIndex((e) => String(e.id) === current.dataset.requestId);
    const next = entries[at + step];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-request-id="${next.id}"]`)?.focus();
  }

  const t = useText();
  const scaleMs = longestTotal(entries);
  return (
    <table className="requests__table">
      <caption className="visually-hidden">{t('requests.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('requests.table.time')}</th>
          <th scope="col">{t('requests.table.method')}</th>
          <th scope="col">{t('requests.table.url')}</th>
          <th scope="col">{t('requests.table.status')}</th>
          <th scope="col" className="requests__number">
            {t('requests.table.duration')}
          </th>
          <th scope="col">{t('requests.table.timing')}</th>
          <th scope="col" className="requests__number">
            {t('requests.table.size')}
          </th>
        </tr>
      </thead>
      <tbody onKeyDown={onKeyDown}>
        {entries.map((entry) => (
          <Row
            key={entry.id}
            entry={entry}
            selected={entry.id === selectedId}
            scaleMs={scaleMs}
            onSelect={() => onSelect(entry.id)}
          />
        ))}
      </tbody>
    </table>
  );
}
