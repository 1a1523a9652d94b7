// A connection's class as an icon and words, never colour alone: conforms, violates, or the cause
// it could not be checked for (neutral, as Diagnostics shows it: no violation was found).
import { StatusMark } from '../../ui/StatusMark';
import type { WatchClass } from '../../../shared/watch';
import { classWord, toneOf } from './watch-words';

const STATUS = { good: 'pass', bad: 'fail', neutral: 'not-checked' } as const;

export function ClassMark({
  watchClass,
  reading = false,
}: {
  watchClass: WatchClass | null;
  reading?: boolean;
}) {
  if (reading) return <span className="muted">Reading history…</span>;
  if (watchClass === null) return <span className="muted">{classWord(null)}</span>;
  return <StatusMark status={STATUS[toneOf(watchClass)]} label={classWord(watchClass)} />;
}
