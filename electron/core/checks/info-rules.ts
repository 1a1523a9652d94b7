/**
 * The checks of the system information record that need more than the schema: a currency and a time
 * zone Intl knows, plausible decimals, a logo that loads. Each runs when its fields are strings, an
 * answer that broke the schema included (the shape check names the fields of the wrong type).
 */
import type { SharedWords } from '../../../shared/messages/en';
import { absoluteUrl } from '../../../shared/text-formats';
import { wordsOf } from '../../../shared/words';
import { infoAddressChecks } from './address-rules';
import { problemWords, type ResourceCheck } from './fetch-resource';
import {
  outcome,
  pass,
  redirected,
  warn,
  type LoadImage,
  type ReadRecord,
  type WordedCheck,
} from './outcomes';

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Checks of the system information record, each run when its fields are strings. */
export async function infoChecks(info: ReadRecord, loadImage: LoadImage): Promise<WordedCheck[]> {
  const text = (field: string) => (typeof info[field] === 'string' ? (info[field] as string) : null);
  const out: WordedCheck[] = [];
  const currency = text('default_currency');
  if (currency !== null)
    out.push(
      outcome(
        'info.currency',
        wordsOf('check.currency.title'),
        KNOWN_CURRENCIES.has(currency),
        wordsOf('check.currency.known', { currency }),
        wordsOf('check.currency.unknown', { currency }),
      ),
    );
  const zone = text('timezone');
  if (zone !== null)
    out.push(
      outcome(
        'info.timezone',
        wordsOf('check.timezone.title'),
        knownTimeZone(zone),
        wordsOf('check.timezone.known', { zone }),
        wordsOf('check.timezone.unknown', { zone }),
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
function decimalsCheck(decimals: string | null, quantities: string | null): WordedCheck | null {
  if (decimals === null && quantities === null) return null;
  const shown: SharedWords =
    decimals === null
      ? wordsOf('check.decimals.quantities', { quantities: quantities! })
      : quantities === null
        ? wordsOf('check.decimals.amounts', { decimals })
        : wordsOf('check.decimals.both', { decimals, quantities });
  const large = [decimals, quantities].some((value) => value !== null && Number(value) > 10);
  return pass(
    'info.decimals',
    wordsOf('check.decimals.title'),
    large ? wordsOf('check.decimals.large', { shown }) : shown,
  );
}

function logoCheck(url: string, logo: ResourceCheck): WordedCheck {
  const title = wordsOf('check.logo.title');
  const evidence = [`logo: ${url}`];
  if (!logo.ok)
    return warn('info.logo', title, wordsOf('check.logo.broken', { problem: problemWords(logo) }), evidence);
  return logo.redirectedTo
    ? redirected(
        'info.logo',
        title,
        wordsOf('check.logo.redirected', { target: logo.redirectedTo }),
        evidence,
      )
    : pass(
        'info.logo',
        title,
        wordsOf('check.logo.loads', { url, type: logo.contentType, bytes: String(logo.bytes) }),
      );
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
