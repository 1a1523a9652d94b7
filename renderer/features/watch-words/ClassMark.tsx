// A connection's class as an icon and words, never colour alone: conforms, violates, or the cause
// it could not be checked for (neutral, as Diagnostics shows it: no violation was found).
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
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
  const text = useText();
  if (reading)
    return (
      <span className="muted">
        <FormattedMessage id="watch.readingHistory" />
      </span>
    );
  if (watchClass === null) return <span className="muted">{text(classWord(null))}</span>;
  return <StatusMark status={STATUS[toneOf(watchClass)]} label={text(classWord(watchClass))} />;
}
