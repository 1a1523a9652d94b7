// The request log as a table, newest first: time, method, URL (its token masked by main), status
// with an outcome badge, duration, its phases as a waterfall bar (scaled to the longest call listed)
// and size. A row opens with a click; by keyboard, its URL is a
// button, and the arrow keys move between rows (opening each, as a list with a preview does).
import type { KeyboardEvent } from 'react';
import type { RequestLogEntry } from '../../../shared/ipc-contract';
import { clockText } from '../../ui/time-text';
import { durationText, outcomeWord, sizeText, urlText } from './request-text';
import { longestTotal } from './timing-phases';
import { TimingBar } from './Waterfall';

interface RequestTableProps {
  readonly entries: readonly RequestLogEntry[];
  readonly selectedId: number | null;
  readonly onSelect: (id: number) => void;
}

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
  return (
    <tr className={selected ? 'requests__row requests__row--selected' : 'requests__row'} onClick={onSelect}>
      <td className="requests__time">{clockText(entry.at)}</td>
      <td className="requests__method">{entry.method}</td>
      <td className="requests__url">
        <button
          type="button"
          className="requests__open"
          data-request-id={entry.id}
          aria-pressed={selected}
          aria-controls="request-body"
        >
          {urlText(entry)}
        </button>
      </td>
      <td className="requests__status">
        <span className="requests__code">{entry.status || '—'}</span>
        <span className={entry.ok ? 'badge badge--ok' : 'badge badge--failed'}>{outcomeWord(entry)}</span>
      </td>
      <td className="requests__number">{durationText(entry.durationMs)}</td>
      <td className="requests__timing">
        <TimingBar timings={entry.timings} scaleMs={scaleMs} />
      </td>
      <td className="requests__number">{sizeText(entry.bytes)}</td>
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

  const scaleMs = longestTotal(entries);
  return (
    <table className="requests__table">
      <caption className="visually-hidden">Requests the app made, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Method</th>
          <th scope="col">URL</th>
          <th scope="col">Status</th>
          <th scope="col" className="requests__number">
            Duration
          </th>
          <th scope="col">Timing</th>
          <th scope="col" className="requests__number">
            Size
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
