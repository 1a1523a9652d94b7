// Live previews computed from the installation's own settings: an amount and a quantity formatted
// with its decimals and separator, its currency as Intl names it, and the current time in its time
// zone (ticking). Each preview uses what can be used (a count of decimals sent as a number too) and
// says which setting it could not use: beside the preview when it still shows without it (an
// amount without its currency), in place of it otherwise.
import { useMemo } from 'react';
import { receivedText, type ReceivedInfo } from '../../../shared/received-info';
import { useNow } from '../../ui/useNow';
import { WarningMark } from '../../ui/WarningMark';
import {
  currencyNames,
  formatNumber,
  readDecimals,
  readSeparator,
  withCurrency,
  type Setting,
} from './number-preview';
import { zoneClock } from './time-preview';

const AMOUNT = 1234567.891;
const QUANTITY = 1234.5678;

/** A preview: its text (or why there is none), a gloss, and the settings it went without. */
interface Preview {
  readonly value: Setting<string>;
  readonly note?: string;
  readonly unused?: string;
}

function Row({ label, preview }: { label: string; preview: Preview }) {
  const { value, note, unused } = preview;
  return (
    <div className="info-list__row">
      <dt>{label}</dt>
      <dd>
        {value.ok ? (
          <span className="value value--code">{value.value}</span>
        ) : (
          <WarningMark reason={`No preview: ${value.problem}`} />
        )}
        {value.ok && note && <span className="preview__note">{note}</span>}
        {value.ok && unused && <WarningMark reason={unused} />}
      </dd>
    </div>
  );
}

// A setting as the previews' words quote it: text in quotes, any other value as its JSON, or "missing".
function quoted(value: unknown): string {
  const text = receivedText(value);
  return text === null ? 'missing' : typeof value === 'string' ? `“${text}”` : text;
}

function numberPreview(value: number, decimals: Setting<number>, separator: Setting<string>): Preview {
  if (!decimals.ok) return { value: decimals };
  if (!separator.ok) return { value: separator };
  const note = `${decimals.value} decimals`;
  return { value: { ok: true, value: formatNumber(value, decimals.value, separator.value) }, note };
}

function amountPreview(info: ReceivedInfo, separator: Setting<string>): Preview {
  const number = numberPreview(AMOUNT, readDecimals(info.decimals, 'amounts'), separator);
  if (!number.value.ok) return number;
  const currency = info.default_currency;
  const placed = typeof currency === 'string' ? withCurrency(number.value.value, currency) : null;
  if (placed) return { ...number, value: { ok: true, value: placed } };
  return { ...number, unused: `The currency ${quoted(currency)} could not be used` };
}

function currencyPreview(code: unknown): Preview {
  if (typeof code !== 'string' || code === '')
    return { value: { ok: false, problem: `the currency ${quoted(code)} is no currency code` } };
  const { symbol, name } = currencyNames(code);
  const known = [symbol, name].filter(Boolean).join(' · ');
  return { value: { ok: true, value: known ? `${code} · ${known}` : `${code} (no symbol or name known)` } };
}

function TimeRow({ zone }: { zone: unknown }) {
  const clock = useMemo(() => zoneClock(zone), [zone]);
  const now = useNow(1_000, clock !== null);
  if (!clock) {
    const problem = `the time zone ${quoted(zone)} is unknown here`;
    return <Row label="Time there now" preview={{ value: { ok: false, problem } }} />;
  }
  const value = { ok: true as const, value: clock.time.format(now) };
  return <Row label="Time there now" preview={{ value, note: clock.date.format(now) }} />;
}

export function Previews({ info }: { info: ReceivedInfo }) {
  const separator = readSeparator(info.decimals_sep);
  const quantity = numberPreview(QUANTITY, readDecimals(info.qty_decimals, 'quantities'), separator);
  return (
    <section className="previews" aria-labelledby="previews-heading">
      <h3 id="previews-heading" className="section-heading">
        Previews
      </h3>
      <p className="previews__intro">
        Computed from the settings below. Thousands are grouped with a thin space: the settings name no
        grouping separator.
      </p>
      <dl className="info-list">
        <Row label="Amount" preview={amountPreview(info, separator)} />
        <Row label="Quantity" preview={quantity} />
        <Row label="Currency name" preview={currencyPreview(info.default_currency)} />
        <TimeRow zone={info.timezone} />
      </dl>
    </section>
  );
}
