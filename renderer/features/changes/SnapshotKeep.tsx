// The retention setting: how many unpinned snapshots each connection keeps (1–1,000). Saving prunes
// every connection at once, so the list is read again afterwards.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { selectSnapshotActionBusy } from '../../store/selectors';

const MIN = 1;
const MAX = 1000;

export function SnapshotKeep({ keep }: { keep: number }) {
  const inputId = useId();
  const hintId = useId();
  const busy = useAppStore(selectSnapshotActionBusy);
  const save = useAppStore((s) => s.saveSnapshotKeep);
  const [text, setText] = useState(String(keep));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(String(keep)), [keep]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(text);
    const ok = Number.isInteger(value) && value >= MIN && value <= MAX;
    setInvalid(!ok);
    if (ok && !busy) await save(value);
  }

  return (
    <form className="snapshots-keep" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={inputId}>
        <FormattedMessage id="changes.keep.label" />
      </label>
      <input
        id={inputId}
        className="snapshots-keep__input"
        type="number"
        min={MIN}
        max={MAX}
        step={1}
        required
        value={text}
        aria-invalid={invalid}
        aria-describedby={hintId}
        onChange={(e) => setText(e.target.value)}
      />
      <span
        id={hintId}
        className={invalid ? 'snapshots-keep__hint form-field__error' : 'snapshots-keep__hint muted'}
      >
        <FormattedMessage
          id={invalid ? 'changes.keep.invalid' : 'changes.keep.hint'}
          values={{ min: MIN, max: MAX }}
        />
      </span>
      <button type="submit" className="button" aria-disabled={busy}>
        <FormattedMessage id="changes.keep.save" />
      </button>
    </form>
  );
}
