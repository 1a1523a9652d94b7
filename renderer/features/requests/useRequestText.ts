// How a request log entry reads, in the language shown: its address, its outcome as a short badge
// word, sizes and durations with the language's digits, and a call's phases in one sentence (the
// waterfall bar's text alternative).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CallFailureKind, CallTimings } from '../../../shared/call-result';
import type { RequestLogEntry } from '../../../shared/ipc-contract';
import type { MessageId } from '../../i18n/messages/en';
import { measuredPhases, reusedConnection } from './timing-phases';

const KIND_WORDS: Record<CallFailureKind, MessageId> = {
  'api-failure': 'requests.kind.api-failure',
  'http-status': 'requests.kind.http-status',
  network: 'requests.kind.network',
  cancelled: 'requests.kind.cancelled',
  'not-json': 'requests.kind.not-json',
  contract: 'requests.kind.contract',
  'too-large': 'requests.kind.too-large',
  'too-deep': 'requests.kind.too-deep',
  redirect: 'requests.kind.redirect',
  'invalid-url': 'requests.kind.invalid-url',
};

/** The texts of the Requests view, formatted for the language shown. */
export function useRequestText() {
  const intl = useIntl();
  return useMemo(() => {
    const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const whole = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 0 });
    const tenth = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
    /** A duration: "87 ms", "1.2 s". */
    const duration = (ms: number) =>
      ms < 1_000
        ? say('requests.unit.ms', { value: whole(ms) })
        : say('requests.unit.s', { value: tenth(ms / 1_000) });
    /** A phase's duration: "0.4 ms" and "2.5 ms" under 10 ms (phases are often that short), else as duration. */
    const phase = (ms: number) => (ms < 10 ? say('requests.unit.ms', { value: tenth(ms) }) : duration(ms));
    return {
      /**
       * An entry's address as shown: a call whose address could not be called as given (invalid-url)
       * was never sent and is logged without one, which would leave its row's button without a name.
       */
      url: (entry: RequestLogEntry) => entry.url || say('requests.noAddress'),
      /** The badge of an entry: "ok", or its failure kind in a word or two. */
      outcome: (entry: RequestLogEntry) =>
        say(
          entry.ok
            ? 'requests.outcome.ok'
            : entry.failureKind
              ? KIND_WORDS[entry.failureKind]
              : 'requests.outcome.failed',
        ),
      /** Bytes in decimal units: "812 B", "12.3 kB", "13.4 MB". */
      size: (bytes: number) =>
        bytes < 1_000
          ? say('requests.unit.bytes', { value: whole(bytes) })
          : bytes < 1_000_000
            ? say('requests.unit.kB', { value: tenth(bytes / 1_000) })
            : say('requests.unit.MB', { value: tenth(bytes / 1_000_000) }),
      duration,
      phase,
      /** A count of characters with grouping: "200,000". */
      chars: whole,
      /** The phases in one sentence: "Reused connection; first byte 40 ms, transfer 2 ms (total 43 ms)". */
      sentence(timings: CallTimings): string {
        const phases = measuredPhases(timings).map((p) =>
          say('requests.sentence.phase', { phase: p.key, time: phase(p.ms) }),
        );
        const total = phase(timings.total);
        const list =
          phases.length > 0
            ? say('requests.sentence.list', { phases: intl.formatList(phases, { type: 'unit' }), total })
            : say('requests.sentence.total', { total });
        const sentence = reusedConnection(timings) ? say('requests.sentence.reused', { list }) : list;
        return sentence.charAt(0).toLocaleUpperCase(intl.locale) + sentence.slice(1);
      },
    };
  }, [intl]);
}
