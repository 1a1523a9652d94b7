// Latency and failure rate of the demo server, so a demo can show how the app behaves against a slow
// or flaky installation: three presets that apply at once, or exact numbers applied with Apply.
import { useEffect, useState, type FormEvent } from 'react';
import { useAppStore } from '../../store';
import { selectDemo, selectFaultsBusy, selectFaultsError } from '../../store/selectors';
import { TextField } from '../../ui/TextField';
import { FAULT_PRESETS, faultsText, MAX_LATENCY_MS, percent, sameFaults, type Faults } from './fault-presets';

const NONE: Faults = { latencyMs: 0, failRate: 0 };

function latencyProblem(text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 0 || value > MAX_LATENCY_MS) {
    return `Enter whole milliseconds from 0 to ${MAX_LATENCY_MS.toLocaleString()}.`;
  }
  return undefined;
}

function rateProblem(text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
    return 'Enter a percentage from 0 to 100.';
  }
  return undefined;
}

export function FaultsPanel() {
  const demo = useAppStore(selectDemo);
  const busy = useAppStore(selectFaultsBusy);
  const error = useAppStore(selectFaultsError);
  const setFaults = useAppStore((s) => s.setFaults);
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

  const latencyError = checked ? latencyProblem(latency) : undefined;
  const rateError = checked ? rateProblem(rate) : undefined;

  function apply(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (busy || latencyProblem(latency) || rateProblem(rate)) return;
    void setFaults(Number(latency), Number(rate) / 100);
  }

  return (
    <section className="panel demo-panel" aria-labelledby="demo-faults-heading">
      <h2 id="demo-faults-heading" className="panel__heading">
        Slow or flaky installation
      </h2>
      <p className="muted">
        Makes the demo server wait before every answer, or fail a share of requests the way real installations
        do (a JSON 500, a proxy’s HTML 502, a 503, a cut connection), to show how the app copes.
      </p>
      <fieldset className="demo-faults" disabled={!running}>
        <legend className="visually-hidden">Faults of the demo server</legend>
        <div className="demo-faults__presets" role="group" aria-label="Presets">
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
              {preset.label}
            </button>
          ))}
        </div>
        <form className="demo-faults__form" onSubmit={apply} noValidate>
          <TextField
            id="demo-latency"
            label="Latency (ms)"
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
            label="Failure rate (%)"
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
            Apply
          </button>
        </form>
      </fieldset>
      <p role="status" className="demo-faults__now">
        {running ? faultsText(current) : 'Start the demo server to slow it down or make it fail.'}
      </p>
      {error && (
        <p className="form-field__error" role="alert">
          The faults could not be changed: {error}
        </p>
      )}
    </section>
  );
}
