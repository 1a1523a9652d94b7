// Live previews computed from the installation's own settings: an amount and a quantity formatted
// with its decimals and separator, its currency as Intl names it, and the current time in its time
// zone (ticking). Each preview uses what can be used (a count of decimals sent as a number too) and
// says which setting it could not use: beside the preview when it still shows without it (an
// amount without its currency), in place of it otherwise. The currency's symbol and name, the time
// and the date are written as the app's language writes them.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import { words, type Words } from '../../i18n/words';
import type { MessageId } from '../../i18n/messages/en';
import type { ReceivedInfo } from '../../../shared/received-info';
import { useNow } from '../../ui/useNow';
import { WarningMark } from '../../ui/WarningMark';
import {
  currencyNames,
  formatNumber,
  quoted,
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
  readonly note?: Words | string;
  readonly unused?: Words;
}

function Row({ labelId, preview }: { labelId: MessageId; preview: Preview }) {
  const { value, note, unused } = preview;
  const text = useText();
  return (
    <div className="info-list__row">
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>
        {value.ok ? (
          <span className="value value--code">{value.value}</span>
        ) : (
          <WarningMark reason={text('previews.noPreview', { problem: value.problem })} />
        )}
        {value.ok && note && (
          <span className="preview__note">{typeof note === 'string' ? note : text(note)}</span>
        )}
        {value.ok && unused && <WarningMark reason={text(unused)} />}
      </dd>
    </div>
  );
}

function numberPreview(value: number, decimals: Setting<number>, separator: Setting<string>): Preview {
  if (!decimals.ok) return { value: decimals };
  if (!separator.ok) return { value: separator };
  const note = words('previews.decimals', { count: decimals.value });
  return { value: { ok: true, value: formatNumber(value, decimals.value, separator.value) }, note };
}

function amountPreview(info: ReceivedInfo, separator: Setting<string>, locale: string): Preview {
  const number = numberPreview(AMOUNT, readDecimals(info.decimals, 'amounts'), separator);
  if (!number.value.ok) return number;
  const currency = info.default_currency;
  const placed = typeof currency === 'string' ? withCurrency(number.value.value, currency, locale) : null;
  if (placed) return { ...number, value: { ok: true, value: placed } };
  return { ...number, unused: words('previews.currencyUnused', { value: quoted(currency) }) };
}

function currencyPreview(code: unknown, locale: string): Preview {
  if (typeof code !== 'string' || code === '')
    return { value: { ok: false, problem: words('previews.problem.currency', { value: quoted(code) }) } };
  const { symbol, name } = currencyNames(code, locale);
  const known = [symbol, name].filter(Boolean).join(' · ');
  if (known) return { value: { ok: true, value: `${code} · ${known}` } };
  return { value: { ok: true, value: code }, note: words('previews.currencyUnknownNames') };
}

function TimeRow({ zone }: { zone: unknown }) {
  const { locale } = useIntl();
  const clock = useMemo(() => zoneClock(zone, locale), [zone, locale]);
  const now = useNow(1_000, clock !== null);
  if (!clock) {
    const problem = words('previews.problem.timeZone', { value: quoted(zone) });
    return <Row labelId="previews.timeThere" preview={{ value: { ok: false, problem } }} />;
  }
  const value = { ok: true as const, value: clock.time.format(now) };
  return <Row labelId="previews.timeThere" preview={{ value, note: clock.date.format(now) }} />;
}

export function Previews({ info }: { info: ReceivedInfo }) {
  const { locale } = useIntl();
  const separator = readSeparator(info.decimals_sep);
  const quantity = numberPreview(QUANTITY, readDecimals(info.qty_decimals, 'quantities'), separator);
  return (
    <section className="previews" aria-labelledby="previews-heading">
      <h3 id="previews-heading" className="section-heading">
        <FormattedMessage id="previews.heading" />
      </h3>
      <p className="previews__intro">
        <FormattedMessage id="previews.intro" />
      </p>
      <dl className="info-list">
        <Row labelId="previews.amount" preview={amountPreview(info, separator, locale)} />
        <Row labelId="previews.quantity" preview={quantity} />
        <Row labelId="previews.currencyName" preview={currencyPreview(info.default_currency, locale)} />
        <TimeRow zone={info.timezone} />
      </dl>
    </section>
  );
}
