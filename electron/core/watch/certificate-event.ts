/**
 * The words of a certificate warning (certificate-levels.ts), as a watch event of kind
 * `certificate-expiring`: "Certificate of Shop Köln expires in 10 days", and in its body the date,
 * the issuer and the names it is for. The issuer and names are the installation's words: each is
 * kept on one line, without bidirectional controls, and cut. Opens Diagnostics, where `check`'s
 * tls.certificate says the same. Made as words (shared/messages/watch/), read in English as the
 * title and body. Pure.
 */
import type { ServedCertificate } from '../../../shared/call-result';
import { countText } from '../../../shared/count-text';
import type { SharedWords } from '../../../shared/messages/en';
import { withoutUnsafeChars } from '../../../shared/terminal-text';
import { installationsWords, namesWords, spoken, watchWords } from '../../../shared/watch-words';
import {
  CERTIFICATE_THRESHOLDS,
  type CertificateThreshold,
  type WatchClass,
  type WatchEvent,
} from '../../../shared/watch';

const NAME_CHARS = 200;
const WORD_CHARS = 100;
const NAMES_SHOWN = 3;
/** The most names, and characters of each name and of the issuer, an event carries (history-events.ts reads no more). */
export const CERTIFICATE_NAMES_KEPT = 100;
export const CERTIFICATE_WORD_MAX = 300;

/** Who and when: the event's id, the connection, the run that saw it and that run's class. */
export interface CertificateEventContext {
  readonly id: string;
  readonly profileId: string;
  readonly connectionName: string;
  readonly at: number;
  readonly watchClass: WatchClass;
}

/** The event telling that `certificate` crossed `threshold`. */
export function certificateEvent(
  certificate: ServedCertificate,
  threshold: CertificateThreshold,
  context: CertificateEventContext,
): WatchEvent {
  const name = cut(oneLine(context.connectionName), NAME_CHARS);
  const left = leftWords(certificate);
  const { issuer, forNames } = issuerAndNames(certificate, (text) => cut(oneLine(text), WORD_CHARS));
  const title = watchWords('watch.event.certificate.title', { name, left });
  const lines = [
    watchWords('watch.event.certificate.expires', {
      name,
      left,
      date: certificate.notAfter.slice(0, 10),
      issuer,
      names: forNames,
    }),
    watchWords('watch.event.certificate.said', { levels: LEVELS }),
  ];
  return {
    id: context.id,
    profileId: context.profileId,
    connectionName: context.connectionName,
    at: context.at,
    kind: 'certificate-expiring',
    from: null,
    to: context.watchClass,
    changed: [],
    ...spoken(title, lines),
    open: { view: 'diagnostics', profileId: context.profileId },
    certificate: {
      ...certificate,
      issuer: cut(oneLine(certificate.issuer), CERTIFICATE_WORD_MAX),
      names: certificate.names
        .slice(0, CERTIFICATE_NAMES_KEPT)
        .map((n) => cut(oneLine(n), CERTIFICATE_WORD_MAX)),
      threshold,
    },
  };
}

// "30, 14, 7 and 1" (days).
const LEVELS = namesWords(CERTIFICATE_THRESHOLDS.map(String), 0);

// "10 days", "less than a day".
const leftWords = (certificate: ServedCertificate): SharedWords =>
  certificate.daysLeft < 1
    ? watchWords('watch.event.certificate.lessThanDay')
    : watchWords('watch.event.certificate.days', { count: certificate.daysLeft });

// ", issued by …" and ", for a, b, c, …" (the installation's words, each `shown` as given), or ''.
function issuerAndNames(
  certificate: ServedCertificate,
  shown: (text: string) => string,
): { issuer: SharedWords | ''; forNames: SharedWords | '' } {
  const names = certificate.names.slice(0, NAMES_SHOWN).map(shown);
  const more = certificate.names.length > NAMES_SHOWN ? ', …' : '';
  return {
    issuer: certificate.issuer
      ? watchWords('watch.event.certificate.issuer', { issuer: shown(certificate.issuer) })
      : '',
    forNames:
      names.length > 0
        ? watchWords('watch.event.certificate.names', { names: `${names.join(', ')}${more}` })
        : '',
  };
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// One line, and in the order written: the bidirectional controls an issuer or name may carry would
// otherwise reorder the sentence around them in a toast, a system notification or a chat a webhook
// posts to ("expires in 10 days" shown as something else).
function oneLine(text: string): string {
  return withoutUnsafeChars(text.replace(/[\p{Cc}\u2028\u2029]/gu, ' '));
}

// Names written out in a grouped warning's body; the rest are counted (`connections` lists them all).
const GROUP_NAMES_SHOWN = 10;
const GROUP_NAME_CHARS = 80;
// Names in a list read in their natural order ("Shop 2" before "Shop 10").
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The warning that speaks for several installations serving ONE certificate (the same end, issuer
 * and names: a wildcard or a shared front) that crossed the same threshold: "Certificate of 40
 * installations expires in 9 days", naming them, opening the fleet board.
 */
export function groupedCertificateEvent(
  events: readonly WatchEvent[],
  context: { readonly id: string; readonly at: number },
): WatchEvent {
  const members = [...events].sort((a, b) => byName.compare(a.connectionName, b.connectionName));
  const soonest = members.reduce((a, b) => (b.certificate!.daysLeft < a.certificate!.daysLeft ? b : a));
  const certificate = soonest.certificate!;
  const left = leftWords(certificate);
  // Its issuer and names were kept on one line when each member's event was made.
  const { issuer, forNames } = issuerAndNames(certificate, (text) => cut(text, WORD_CHARS));
  const who = installationsWords(members.length);
  const shown = members
    .slice(0, GROUP_NAMES_SHOWN)
    .map((m) => cut(oneLine(m.connectionName), GROUP_NAME_CHARS));
  const more = members.length - shown.length;
  // Always "… and the last", even of one (a group has two or more).
  const listed =
    more > 0
      ? namesWords(shown, more)
      : watchWords('watch.event.names.last', {
          names: shown.slice(0, -1).join(', '),
          last: shown[shown.length - 1]!,
        });
  const title = watchWords('watch.event.certificate.title', { name: who, left });
  const lines = [
    watchWords('watch.event.certificate.expiresShared', {
      left,
      date: certificate.notAfter.slice(0, 10),
      issuer,
      names: forNames,
    }),
    watchWords('watch.event.certificate.saidShared', { levels: LEVELS }),
    watchWords('watch.event.names', { names: listed }),
  ];
  return {
    id: context.id,
    // The first of them: a receiver keyed on one connection still finds one; `connections` has all.
    profileId: members[0]!.profileId,
    connectionName: countText(members.length, 'installation'),
    at: context.at,
    kind: 'certificate-expiring',
    from: null,
    to: soonest.to,
    changed: [],
    ...spoken(title, lines),
    open: { view: 'fleet' },
    connections: members.map((m) => m.connectionName),
    count: members.length,
    certificate,
  };
}
