// A watch's classes and settings in the app's words: each class's name and its tone (conforms is
// good, violates is bad, the causes of "could not be checked" are neutral, as Diagnostics says
// them), and the watch interval in words.
import { words, type Words } from '../../i18n/words';
import type { MessageId } from '../../i18n/messages/en';
import { watchClassOfCode, type WatchClass, type WatchEvery } from '../../../shared/watch';

/** How a class reads at a glance: good, bad, or neutral (could not be checked: no violation). */
export type ClassTone = 'good' | 'bad' | 'neutral';

/** The class of a storage code, or null for none (255) or a code this version does not know. */
export const classOfCode = watchClassOfCode;

export function toneOf(watchClass: WatchClass): ClassTone {
  return watchClass === 'conforms' ? 'good' : watchClass === 'violates' ? 'bad' : 'neutral';
}

const WORDS: Record<WatchClass, MessageId> = {
  conforms: 'watch.class.conforms',
  violates: 'watch.class.violates',
  refused: 'watch.class.refused',
  'wrong-address': 'watch.class.wrongAddress',
  'gateway-error': 'watch.class.gatewayError',
  unreachable: 'watch.class.unreachable',
  tls: 'watch.class.tls',
  timeout: 'watch.class.timeout',
  usage: 'watch.class.usage',
  'no-token': 'watch.class.noToken',
  'not-offered': 'watch.class.notOffered',
};

/** A class in one or two words ("Conforms", "Wrong address"); "Not checked yet" for none. */
export function classWord(watchClass: WatchClass | null): Words {
  return words(watchClass ? WORDS[watchClass] : 'watch.class.none');
}

/** A class within a sentence ("violates in 3 of 48 half-hours"): lower case in English. */
export function classInline(watchClass: WatchClass): Words {
  return words('watch.class.inline', { class: WORDS[watchClass].slice('watch.class.'.length) });
}

/** "Off", "Every minute", "Every 5 min", "Every 60 min". */
export function everyText(every: WatchEvery): Words {
  return every === 'off' ? words('watch.every.off') : words('watch.every.minutes', { minutes: every });
}

/** The interval within a sentence ("watched every 5 min"): lower case in English. */
export function everyInline(every: WatchEvery): Words {
  return every === 'off'
    ? words('watch.everyInline.off')
    : words('watch.everyInline.minutes', { minutes: every });
}
