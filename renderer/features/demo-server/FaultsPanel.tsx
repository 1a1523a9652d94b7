// Latency and failure rate of the demo server, so a demo can show how the app behaves against a slow
// or flaky installation: three presets that apply at once, or exact numbers applied with Apply.
import { useEffect, useState, type FormEvent } from 'react';
import { words, type Words } from '../../i18n/words';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectDemo, selectFaultsBusy, selectFaultsError } from '../../store/selectors';
import { TextField } from '../../ui/TextField';
import { FAULT_PRESETS, faultsText, MAX_LATENCY_MS, percent, sameFaults, type Faults } from './fault-presets';

const NONE: Faults = { latencyMs: 0, failRate: 0 };

function latencyProblem(text: string): Words | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 0 || value > MAX_LATENCY_MS) {
    return words('demo.faults.latencyRange', { max: MAX_LATENCY_MS });
  }
  return undefined;
}

function rateProblem(text: string): Words | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
    return words('demo.faults.rateRange');
  }
  return undefined;
}

export function FaultsPanel() {
  const demo = useAppStore(selectDemo);
  const busy = useAppStore(selectFaultsBusy);
  const error = useAppStore(selectFaultsError);
  const setFaults = useAppStore((s) => s.setFaults);
  const t = useText();
  const running = demo?.running === true;
  const current = demo?.faults ?? NONE;
  const [latency, setLatency] = useState(String(current.latencyMs));
  const [rate, setRate] = useState(String(percent(current.failRate)));
  const [checked, setChecked] = useState(false);

  // What the server reports wins: after Apply, a preset, or a change made elsewhere.
  useEffect(() => {
    setLatency(String(current.latencyMs));
    setRate(String(percent(current.failRate)));
    setChecked(false);
  }, [current.latencyMs, current.failRate]);

  const latencyProblemNow = checked ? latencyProblem(latency) : undefined;
  const rateProblemNow = checked ? rateProblem(rate) : undefined;
  const latencyError = latencyProblemNow && t(latencyProblemNow);
  const rateError = rateProblemNow && t(rateProblemNow);

  function apply(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (busy || latencyProblem(latency) || rateProblem(rate)) return;
    void setFaults(Number(latency), Number(rate) / 100);
  }

  return (
    <section className="panel demo-panel" aria-labelledby="demo-faults-heading">
      <h2 id="demo-faults-heading" className="panel__heading">
        {t('demo.faults.heading')}
      </h2>
      <p className="muted">{t('demo.faults.intro')}</p>
      <fieldset className="demo-faults" disabled={!running}>
        <legend className="visually-hidden">{t('demo.faults.legend')}</legend>
        <div className="demo-faults__presets" role="group" aria-label={t('demo.faults.presets')}>
          {FAULT_PRESETS.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="button"
              aria-pressed={running && sameFaults(current, preset.faults)}
              onClick={() => {
                if (!busy) void setFaults(preset.faults.latencyMs, preset.faults.failRate);
              }}
            >
              {t(preset.label)}
            </button>
          ))}
        </div>
        <form className="demo-faults__form" onSubmit={apply} noValidate>
          <TextField
            id="demo-latency"
            label={t('demo.faults.latency')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LATENCY_MS}
            step={100}
            value={latency}
            onChange={setLatency}
            error={latencyError}
          />
          <TextField
            id="demo-fail-rate"
            label={t('demo.faults.rate')}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={5}
            value={rate}
            onChange={setRate}
            error={rateError}
          />
          <button type="submit" className="button button--primary demo-faults__apply" aria-disabled={busy}>
            {t('demo.faults.apply')}
          </button>
        </form>
      </fieldset>
      <p role="status" className="demo-faults__now">
        {t(running ? faultsText(current) : 'demo.faults.notRunning')}
      </p>
      {error && (
        <p className="form-field__error" role="alert">
          {t('demo.faults.notChanged', { error })}
        </p>
      )}
    </section>
  );
}
