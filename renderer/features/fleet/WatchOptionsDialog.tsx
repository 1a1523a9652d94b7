// The Watch settings dialog of the fleet board: how many runs in a row confirm a change, whether
// connections that fail together are one notice (and how many make a group), and how often a
// problem that lasts is told again. Read from main's watch settings each time it opens, saved
// through setWatchOptions (applied at once); a number out of range is said beside its field and
// nothing is sent, a refusal of main is said in the dialog.
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import type { Words } from '../../i18n/words';
import type { WatchSettings } from '../../../shared/watch';
import { useAppStore } from '../../store';
import './watch-options.css';
import { CheckboxField } from '../../ui/CheckboxField';
import { ModalDialog } from '../../ui/ModalDialog';
import { TextField } from '../../ui/TextField';
import { fieldError, formOf, optionsOf, remindChoices, type WatchOptionsForm } from './watch-options-words';
import { FormActions } from '../../ui/FormActions';

interface WatchOptionsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

const opener = () => document.getElementById('fleet-watch-options-button');

export function WatchOptionsDialog({ open, onClose }: WatchOptionsDialogProps) {
  const text = useText();
  const settings = useAppStore((s) => s.watchSettings);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={text('fleet.options.title')}
      titleId="watch-options-title"
      className="watch-options"
      focusKey="watch-options"
      fallbackFocus={opener}
    >
      {settings ? (
        <WatchOptionsBody settings={settings} onClose={onClose} />
      ) : (
        <p className="muted">
          <FormattedMessage id="fleet.options.loading" />
        </p>
      )}
    </ModalDialog>
  );
}

interface BodyProps {
  readonly settings: WatchSettings;
  readonly onClose: () => void;
}

function WatchOptionsBody({ settings, onClose }: BodyProps) {
  const text = useText();
  const shown = (error: Words | undefined) => (error ? text(error) : undefined);
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
      <p className="muted">
        <FormattedMessage id="fleet.options.intro" />
      </p>
      <div className="watch-options__section">
        <TextField
          id="watch-options-confirm-runs"
          className="watch-options__number"
          label={text('fleet.options.confirmRuns')}
          inputMode="numeric"
          value={form.confirmRuns}
          onChange={(confirmRuns) => update({ confirmRuns })}
          error={shown(errors.confirmRuns)}
          hint={text('fleet.options.confirmRunsHint')}
          data-autofocus
        />
      </div>
      <div className="watch-options__section">
        <CheckboxField
          id="watch-options-grouping"
          label={text('fleet.options.grouping')}
          checked={form.grouping}
          onChange={(grouping) => update({ grouping })}
          hint={text('fleet.options.groupingHint')}
        />
        {form.grouping && (
          <div className="watch-options__group">
            <TextField
              id="watch-options-group-min"
              label={text('fleet.options.groupMin')}
              inputMode="numeric"
              value={form.groupMin}
              onChange={(groupMin) => update({ groupMin })}
              error={shown(errors.groupMin)}
            />
            <TextField
              id="watch-options-group-share"
              label={text('fleet.options.groupShare')}
              inputMode="numeric"
              value={form.groupShare}
              onChange={(groupShare) => update({ groupShare })}
              error={shown(errors.groupShare)}
            />
            <TextField
              id="watch-options-group-window"
              label={text('fleet.options.groupWindowRuns')}
              inputMode="numeric"
              value={form.groupWindowRuns}
              onChange={(groupWindowRuns) => update({ groupWindowRuns })}
              error={shown(errors.groupWindowRuns)}
            />
          </div>
        )}
      </div>
      <div className="watch-options__section">
        <div className="form-field watch-options__number">
          <label className="form-field__label" htmlFor="watch-options-remind-every">
            <FormattedMessage id="fleet.options.remind" />
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
                {text(c.label)}
              </option>
            ))}
          </select>
          <p id="watch-options-remind-hint" className="form-field__hint">
            <FormattedMessage id="fleet.options.remindHint" />
          </p>
        </div>
      </div>
      {tried && invalid && (
        <p className="form-field__error" role="alert">
          <FormattedMessage id="fleet.options.invalid" />
        </p>
      )}
      {problem && (
        <p className="form-field__error" role="alert">
          <FormattedMessage id="fleet.options.notSaved" values={{ problem }} />
        </p>
      )}
      <FormActions
        className="watch-options__actions"
        submit="fleet.options.save"
        busy={busy}
        onCancel={onClose}
      />
    </form>
  );
}
