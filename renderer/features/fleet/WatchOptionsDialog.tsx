// The Watch settings dialog of the fleet board: how many runs in a row confirm a change, whether
// connections that fail together are one notice (and how many make a group), and how often a
// problem that lasts is told again. Read from main's watch settings each time it opens, saved
// through setWatchOptions (applied at once); a number out of range is said beside its field and
// nothing is sent, a refusal of main is said in the dialog.
import { useRef, useState, type FormEvent } from 'react';
import type { WatchSettings } from '../../../shared/watch';
import { useAppStore } from '../../store';
import './watch-options.css';
import { CheckboxField } from '../../ui/CheckboxField';
import { ModalDialog } from '../../ui/ModalDialog';
import { TextField } from '../../ui/TextField';
import { fieldError, formOf, optionsOf, remindChoices, type WatchOptionsForm } from './watch-options-words';

interface WatchOptionsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

const opener = () => document.getElementById('fleet-watch-options-button');

export function WatchOptionsDialog({ open, onClose }: WatchOptionsDialogProps) {
  const settings = useAppStore((s) => s.watchSettings);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Watch settings"
      titleId="watch-options-title"
      className="watch-options"
      focusKey="watch-options"
      fallbackFocus={opener}
    >
      {settings ? (
        <WatchOptionsBody settings={settings} onClose={onClose} />
      ) : (
        <p className="muted">Loading the watch settings…</p>
      )}
    </ModalDialog>
  );
}

interface BodyProps {
  readonly settings: WatchSettings;
  readonly onClose: () => void;
}

function WatchOptionsBody({ settings, onClose }: BodyProps) {
  const save = useAppStore((s) => s.setWatchOptions);
  const [form, setForm] = useState<WatchOptionsForm>(() => formOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The summary under the fields is said once a save was tried (each field says its own at once).
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const update = (change: Partial<WatchOptionsForm>) => setForm((f) => ({ ...f, ...change }));
  const errors = {
    confirmRuns: fieldError('confirmRuns', form.confirmRuns),
    groupMin: form.grouping ? fieldError('groupMin', form.groupMin) : undefined,
    groupShare: form.grouping ? fieldError('groupShare', form.groupShare) : undefined,
    groupWindowRuns: form.grouping ? fieldError('groupWindowRuns', form.groupWindowRuns) : undefined,
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const options = optionsOf(form);
    if (!options) {
      setProblem(null);
      setTried(true);
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const refusal = await save(options);
    setBusy(false);
    setProblem(refusal);
    if (!refusal) onClose();
  }

  const invalid = Object.values(errors).some(Boolean);
  return (
    <form ref={formRef} className="watch-options__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="muted">These apply to every watched connection, from the next run on.</p>
      <div className="watch-options__section">
        <TextField
          id="watch-options-confirm-runs"
          className="watch-options__number"
          label="Confirm a change after this many runs in a row"
          inputMode="numeric"
          value={form.confirmRuns}
          onChange={(confirmRuns) => update({ confirmRuns })}
          error={errors.confirmRuns}
          hint="With 2 (the default), one odd answer passes without a notice; 1 tells every change at once."
          data-autofocus
        />
      </div>
      <div className="watch-options__section">
        <CheckboxField
          id="watch-options-grouping"
          label="Group connections that fail together"
          checked={form.grouping}
          onChange={(grouping) => update({ grouping })}
          hint="One notice for all of them, such as when a proxy in front of many shops goes down."
        />
        {form.grouping && (
          <div className="watch-options__group">
            <TextField
              id="watch-options-group-min"
              label="At least (connections)"
              inputMode="numeric"
              value={form.groupMin}
              onChange={(groupMin) => update({ groupMin })}
              error={errors.groupMin}
            />
            <TextField
              id="watch-options-group-share"
              label="And at least (% of those watched)"
              inputMode="numeric"
              value={form.groupShare}
              onChange={(groupShare) => update({ groupShare })}
              error={errors.groupShare}
            />
            <TextField
              id="watch-options-group-window"
              label="Within (runs)"
              inputMode="numeric"
              value={form.groupWindowRuns}
              onChange={(groupWindowRuns) => update({ groupWindowRuns })}
              error={errors.groupWindowRuns}
            />
          </div>
        )}
      </div>
      <div className="watch-options__section">
        <div className="form-field watch-options__number">
          <label className="form-field__label" htmlFor="watch-options-remind-every">
            Remind me while a problem lasts
          </label>
          <select
            id="watch-options-remind-every"
            className="input"
            value={form.remindMinutes}
            aria-describedby="watch-options-remind-hint"
            onChange={(event) => update({ remindMinutes: Number(event.target.value) })}
          >
            {remindChoices(form.remindMinutes).map((c) => (
              <option key={c.minutes} value={c.minutes}>
                {c.label}
              </option>
            ))}
          </select>
          <p id="watch-options-remind-hint" className="form-field__hint">
            The notice comes again while a connection stays broken; its recovery says for how long.
          </p>
        </div>
      </div>
      {tried && invalid && (
        <p className="form-field__error" role="alert">
          Some settings are out of range; correct them to save.
        </p>
      )}
      {problem && (
        <p className="form-field__error" role="alert">
          The watch settings were not saved: {problem}
        </p>
      )}
      <div className="watch-options__actions">
        <button type="button" className="button button--quiet" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
