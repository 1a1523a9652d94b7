// The maintenance dialog of the fleet board: a window (start, duration, repeat, time zone, the
// system's by default) for the connection open in the timeline or for the connections shown, and
// the windows that already cover them, each with Remove. During a window the connections are
// checked and recorded, but no notification goes out; at its end what differs is one. Saved in
// main's watch settings (setMaintenance); a refusal is said in the dialog.
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { isTimeZone, type MaintenanceRepeat, type MaintenanceWindow } from '../../../shared/maintenance';
import { useAppStore } from '../../store';
import { ModalDialog } from '../../ui/ModalDialog';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { MaintenanceList } from './MaintenanceList';
import {
  defaultStart,
  DURATIONS,
  knownTimeZones,
  REPEATS,
  systemTimeZone,
  windowOf,
  windowsFor,
  withoutTargets,
  type MaintenanceForm,
} from '../watch-words/maintenance-words';
import { FormActions } from '../../ui/FormActions';

/** Whom a window is for: a label and the connection ids. */
export interface MaintenanceChoice {
  readonly key: string;
  readonly label: string;
  readonly ids: readonly string[];
}

interface MaintenanceDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The choices of whom the window is for (at least one). */
  readonly choices: readonly MaintenanceChoice[];
}

const opener = () => document.getElementById('fleet-maintenance-button');
// One empty list: a selector answering a new [] each time would re-render without end.
const NO_WINDOWS: readonly MaintenanceWindow[] = [];
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function MaintenanceDialog({ open, onClose, choices }: MaintenanceDialogProps) {
  const text = useText();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={text('fleet.maintenance.title')}
      titleId="maintenance-title"
      className="maintenance"
      focusKey="maintenance"
      fallbackFocus={opener}
    >
      <MaintenanceBody choices={choices} onClose={onClose} />
    </ModalDialog>
  );
}

function MaintenanceBody({ choices, onClose }: Pick<MaintenanceDialogProps, 'choices' | 'onClose'>) {
  const text = useText();
  const windows = useAppStore((s) => s.watchSettings?.maintenance ?? NO_WINDOWS);
  const save = useAppStore((s) => s.setMaintenance);
  const [choiceKey, setChoiceKey] = useState(choices[0]!.key);
  const [form, setForm] = useState<MaintenanceForm>(() => ({
    start: defaultStart(new Date()),
    duration: '2h',
    every: 'once',
    timezone: systemTimeZone(),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(knownTimeZones, []);
  const choice = choices.find((c) => c.key === choiceKey) ?? choices[0]!;
  const covering = windowsFor(windows, choice.ids);
  const zoneError = isTimeZone(form.timezone.trim()) ? undefined : text('fleet.maintenance.zoneError');
  const startError = form.start ? undefined : text('fleet.maintenance.startError');
  const update = (change: Partial<MaintenanceForm>) => setForm((f) => ({ ...f, ...change }));

  async function store(next: Parameters<typeof save>[0], close: boolean) {
    setBusy(true);
    const refusal = await save(next);
    setBusy(false);
    setProblem(refusal);
    if (!refusal && close) onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (zoneError || startError || choice.ids.length === 0) return;
    void store([...windows, windowOf(form, choice.ids)], true);
  }

  return (
    <form className="maintenance__form" onSubmit={onSubmit} noValidate>
      <p className="muted">
        <FormattedMessage id="fleet.maintenance.intro" />
      </p>
      {choices.length > 1 ? (
        <RadioGroup
          name="maintenance-for"
          legend={text('fleet.maintenance.for')}
          className="maintenance__for"
          optionClassName="maintenance__for-option"
          options={choices.map((c) => ({ value: c.key, label: c.label }))}
          value={choice.key}
          onChange={setChoiceKey}
        />
      ) : (
        <p>
          <FormattedMessage id="fleet.maintenance.forOne" values={{ label: choice.label, b: strong }} />
        </p>
      )}
      <div className="maintenance__fields">
        <TextField
          id="maintenance-start"
          type="datetime-local"
          label={text('fleet.maintenance.start')}
          value={form.start}
          onChange={(start) => update({ start })}
          error={startError}
          required
          data-autofocus
        />
        <div className="form-field">
          <label className="form-field__label" htmlFor="maintenance-duration">
            <FormattedMessage id="fleet.maintenance.duration" />
          </label>
          <select
            id="maintenance-duration"
            className="input"
            value={form.duration}
            onChange={(event) => update({ duration: event.target.value })}
          >
            {DURATIONS.map((d) => (
              <option key={d.value} value={d.value}>
                {text(d.label)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="maintenance-repeat">
            <FormattedMessage id="fleet.maintenance.repeat" />
          </label>
          <select
            id="maintenance-repeat"
            className="input"
            value={form.every}
            onChange={(event) => update({ every: event.target.value as MaintenanceRepeat })}
          >
            {REPEATS.map((r) => (
              <option key={r.value} value={r.value}>
                {text(r.label)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="maintenance-zone"
          label={text('fleet.maintenance.zone')}
          value={form.timezone}
          onChange={(timezone) => update({ timezone })}
          list="maintenance-zones"
          autoComplete="off"
          spellCheck={false}
          error={zoneError}
          hint={text('fleet.maintenance.zoneHint')}
        />
        <datalist id="maintenance-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      {problem && (
        <p className="form-field__error" role="alert">
          <FormattedMessage id="fleet.maintenance.notSaved" values={{ problem }} />
        </p>
      )}
      <FormActions
        className="maintenance__actions"
        submit="fleet.maintenance.add"
        busy={busy}
        onCancel={onClose}
      />
      <MaintenanceList
        label={choice.label}
        covering={covering}
        busy={busy}
        onRemove={(index) => void store(withoutTargets(windows, index, choice.ids), false)}
      />
    </form>
  );
}
