// "Availability report…" of the fleet board: the report `retail-inspector report` writes (one writer,
// shared/availability-report.ts; the same figures, counted in main from the history) for the
// connections ticked on the board or those shown, over the last 30 days or from a first to a last
// day, as Markdown, CSV or JSON: saved through the save dialog (a download in the browser), or
// printed as a table (Save as PDF… in the desktop app).
import { useState, type FormEvent } from 'react';
import { REPORT_FORMATS, type ReportFormat } from '../../../shared/availability-report';
import { countText } from '../../../shared/count-text';
import { useAppStore, useAppStoreApi } from '../../store';
import { selectFleetSelected, selectPagePdf, selectVisibleFleet } from '../../store/selectors';
import { downloadText } from '../../ui/download-text';
import { ModalDialog } from '../../ui/ModalDialog';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { usePrint } from '../print/usePrint';
import { dayValue, daysRange, lastDays, REPORT_DAYS } from './availability-range';

const FORMAT_LABELS: Record<ReportFormat, string> = { markdown: 'Markdown', csv: 'CSV', json: 'JSON' };
const opener = () => document.getElementById('fleet-availability-button');

export function AvailabilityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Availability report"
      titleId="availability-title"
      className="availability-dialog"
      focusKey="availability"
      fallbackFocus={opener}
    >
      <AvailabilityBody onClose={onClose} />
    </ModalDialog>
  );
}

function AvailabilityBody({ onClose }: { onClose: () => void }) {
  const selected = useAppStore(selectFleetSelected);
  const shown = useAppStore(selectVisibleFleet);
  const pdf = useAppStore(selectPagePdf);
  const exportReport = useAppStore((s) => s.exportAvailability);
  const store = useAppStoreApi();
  const print = usePrint();
  const choices = [
    ...(selected.size > 0
      ? [
          {
            value: 'selected',
            label: `the ${countText(selected.size, 'connection')} selected`,
            ids: [...selected],
          },
        ]
      : []),
    {
      value: 'shown',
      label: `the ${countText(shown.length, 'connection')} shown`,
      ids: shown.map((r) => r.profileId),
    },
  ];
  const [forKey, setForKey] = useState(choices[0]!.value);
  const [span, setSpan] = useState<'last' | 'days'>('last');
  const today = dayValue(Date.now());
  const [first, setFirst] = useState(() => dayValue(Date.now() - REPORT_DAYS * 86_400_000));
  const [last, setLast] = useState(today);
  const [format, setFormat] = useState<ReportFormat>('markdown');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const ids = (choices.find((c) => c.value === forKey) ?? choices[0]!).ids;
  const days = span === 'days' ? daysRange(first, last) : null;
  const problem = typeof days === 'string' ? days : ids.length === 0 ? 'No connection to report on.' : null;
  const ask = () => ({
    profileIds: ids,
    ...(days && typeof days !== 'string' ? days : lastDays(Date.now())),
  });

  async function onExport(event: FormEvent) {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setMessage(null);
    const outcome = await exportReport(ask(), format);
    setBusy(false);
    if (typeof outcome === 'string') return setMessage({ tone: 'error', text: `Not exported: ${outcome}` });
    if (outcome.status === 'download') {
      downloadText(outcome);
      setMessage({
        tone: 'success',
        text: `Your browser saves the report as ${outcome.fileName}, in its downloads.`,
      });
    } else if (outcome.status === 'saved') setMessage({ tone: 'success', text: `Saved as ${outcome.file}` });
    else setMessage({ tone: 'success', text: 'Export cancelled; nothing was saved.' });
  }

  async function onPrint() {
    if (problem || busy) return;
    setBusy(true);
    setMessage(null);
    const failed = await store.getState().setAvailabilityPrint(ask());
    setBusy(false);
    if (failed) return setMessage({ tone: 'error', text: `Not printed: ${failed}` });
    // The dialog is not printed: it closes, the page prints the report's table, then shows the board.
    onClose();
    try {
      await print('fleet');
    } finally {
      await store.getState().setAvailabilityPrint(null);
    }
  }

  return (
    <form className="availability-dialog__form" onSubmit={(e) => void onExport(e)} noValidate>
      <p className="muted">
        The report <code>retail-inspector report</code> writes, from the watch history: availability = (up +
        degraded) / counted runs, degraded apart; runs in a maintenance window, while this computer was
        offline or without a token here are not counted.
      </p>
      <RadioGroup
        name="availability-for"
        legend="For"
        className="availability-dialog__choice"
        optionClassName="availability-dialog__option"
        options={choices.map((c) => ({ value: c.value, label: c.label }))}
        value={forKey}
        onChange={setForKey}
      />
      <RadioGroup
        name="availability-span"
        legend="Range"
        className="availability-dialog__choice"
        optionClassName="availability-dialog__option"
        options={[
          { value: 'last', label: `Last ${REPORT_DAYS} days` },
          { value: 'days', label: 'From a day to a day' },
        ]}
        value={span}
        onChange={setSpan}
      />
      {span === 'days' && (
        <div className="availability-dialog__days">
          <TextField
            id="availability-from"
            type="date"
            label="First day"
            value={first}
            max={today}
            onChange={setFirst}
          />
          <TextField
            id="availability-to"
            type="date"
            label="Last day"
            value={last}
            onChange={setLast}
            error={typeof days === 'string' ? days : undefined}
          />
        </div>
      )}
      <RadioGroup
        name="availability-format"
        legend="Format"
        className="availability-dialog__choice"
        optionClassName="availability-dialog__option"
        options={REPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
        value={format}
        onChange={setFormat}
      />
      {message && (
        <p
          className={message.tone === 'error' ? 'form-field__error' : 'muted'}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      <div className="availability-dialog__actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy}
          disabled={problem !== null}
          onClick={() => void onPrint()}
        >
          {pdf ? 'Save as PDF…' : 'Print…'}
        </button>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={busy}
          disabled={problem !== null}
        >
          Export
        </button>
      </div>
    </form>
  );
}
