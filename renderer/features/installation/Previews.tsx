// Live previews computed from the installation's own settings: an amount and a quantity formatted
// with its decimals and separator, its currency as Intl names it, and the current time in its time
// zone (ticking). A setting a preview cannot use gives a warning in place of the preview.
import { useMemo } from 'react';
import type { SystemInfo } from '../../../shared/v2';
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

function Row({ label, value, note }: { label: string; value: Setting<string>; note?: string }) {
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
      </dd>
    </div>
  );
}

function numberText(value: number, decimals: Setting<number>, separator: Setting<string>): Setting<string> {
  if (!decimals.ok) return decimals;
  if (!separator.ok) return separator;
  return { ok: true, value: formatNumber(value, decimals.value, separator.value) };
}

function amountText(info: SystemInfo, separator: Setting<string>): Setting<string> {
  const number = numberText(AMOUNT, readDecimals(info.decimals), separator);
  if (!number.ok) return number;
  const currency = String(info.default_currency);
  return { ok: true, value: withCurrency(number.value, currency) ?? `${number.value} ${currency}` };
}

function currencyText(code: unknown): Setting<string> {
  if (typeof code !== 'string' || code === '') return { ok: false, problem: 'no currency code' };
  const { symbol, name } = currencyNames(code);
  const known = [symbol, name].filter(Boolean).join(' · ');
  return { ok: true, value: known ? `${code} · ${known}` : `${code} (no symbol or name known)` };
}

function TimeRow({ zone }: { zone: unknown }) {
  const clock = useMemo(() => zoneClock(zone), [zone]);
  const now = useNow(1_000, clock !== null);
  if (!clock) {
    const problem = `the time zone ${JSON.stringify(zone)} is unknown here`;
    return <Row label="Time there now" value={{ ok: false, problem }} />;
  }
  return (
    <Row
      label="Time there now"
      value={{ ok: true, value: clock.time.format(now) }}
      note={clock.date.format(now)}
    />
  );
}

export function Previews({ info }: { info: SystemInfo }) {
  const separator = readSeparator(info.decimals_sep);
  const decimals = readDecimals(info.decimals);
  const qtyDecimals = readDecimals(info.qty_decimals);
  const digits = (count: Setting<number>) => (count.ok ? `${count.value} decimals` : '');
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
        <Row label="Amount" value={amountText(info, separator)} note={digits(decimals)} />
        <Row
          label="Quantity"
          value={numberText(QUANTITY, qtyDecimals, separator)}
          note={digits(qtyDecimals)}
        />
        <Row label="Currency" value={currencyText(info.default_currency)} />
        <TimeRow zone={info.timezone} />
      </dl>
    </section>
  );
}
