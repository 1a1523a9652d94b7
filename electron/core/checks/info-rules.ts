/**
 * The checks of the system information record that need more than the schema: a currency and a time
 * zone Intl knows, plausible decimals, a logo that loads. Each runs when its fields are strings, an
 * answer that broke the schema included (the shape check names the fields of the wrong type).
 */
import type { CheckOutcome } from '../../../shared/check-report';
import { absoluteUrl } from '../../../shared/text-formats';
import { infoAddressChecks } from './address-rules';
import type { ResourceCheck } from './fetch-resource';
import { outcome, pass, redirected, warn, type LoadImage, type ReadRecord } from './outcomes';

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Checks of the system information record, each run when its fields are strings. */
export async function infoChecks(info: ReadRecord, loadImage: LoadImage): Promise<CheckOutcome[]> {
  const text = (field: string) => (typeof info[field] === 'string' ? (info[field] as string) : null);
  const out: CheckOutcome[] = [];
  const currency = text('default_currency');
  if (currency !== null)
    out.push(
      outcome(
        'info.currency',
        'The default currency is a currency code',
        KNOWN_CURRENCIES.has(currency),
        `${currency} is a known currency`,
        `default_currency: "${currency}" is not a currency code Intl knows`,
      ),
    );
  const zone = text('timezone');
  if (zone !== null)
    out.push(
      outcome(
        'info.timezone',
        'The time zone is a known region/city name',
        knownTimeZone(zone),
        `${zone} is a known time zone`,
        `timezone: "${zone}" is not a time zone Intl knows`,
      ),
    );
  const decimals = decimalsCheck(text('decimals'), text('qty_decimals'));
  if (decimals) out.push(decimals);
  const logo = text('logo');
  // An address that is no absolute URL is the shape check's finding; there is nothing to load.
  if (logo !== null && absoluteUrl.test(logo)) out.push(logoCheck(logo, await loadImage(logo)));
  out.push(...infoAddressChecks(info));
  return out;
}

// The specification gives no upper bound for decimals, so a large number is no fault: shown, not
// warned about (a warning must cite the rule it rests on).
function decimalsCheck(decimals: string | null, qty: string | null): CheckOutcome | null {
  if (decimals === null && qty === null) return null;
  const shown = [decimals !== null && `decimals ${decimals}`, qty !== null && `quantity decimals ${qty}`]
    .filter(Boolean)
    .join(', ');
  const large = [decimals, qty].some((value) => value !== null && Number(value) > 10);
  return pass(
    'info.decimals',
    'Decimals are numbers of digits',
    large ? `${shown} (more than 10 is unusual; the specification sets no limit)` : shown,
  );
}

function logoCheck(url: string, logo: ResourceCheck): CheckOutcome {
  return !logo.ok
    ? warn('info.logo', 'The logo loads', `the logo ${logo.problem}`, [`logo: ${url}`])
    : logo.redirectedTo
      ? redirected(
          'info.logo',
          'The logo loads',
          `the logo loads only after a redirect to ${logo.redirectedTo}`,
          [`logo: ${url}`],
        )
      : pass('info.logo', 'The logo loads', `${url} loads (${logo.contentType}, ${logo.bytes} bytes)`);
}

// Making a DateTimeFormat costs a quarter of a millisecond, a large share of a probe of the exporter,
// which checks the same few zones again and again: the answers are kept (a bounded set).
const zoneAnswers = new Map<string, boolean>();
const KEPT_ZONES = 1_000;
const MAX_KEPT_ZONE_CHARS = 64;

function knownTimeZone(zone: string): boolean {
  const known = zoneAnswers.get(zone);
  if (known !== undefined) return known;
  let answer: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    answer = true;
  } catch {
    answer = false;
  }
  if (zone.length > MAX_KEPT_ZONE_CHARS) return answer;
  if (zoneAnswers.size >= KEPT_ZONES) zoneAnswers.clear();
  zoneAnswers.set(zone, answer);
  return answer;
}
