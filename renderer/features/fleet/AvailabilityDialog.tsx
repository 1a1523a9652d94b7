// "Availability report…" of the fleet board: the report `retail-inspector report` writes (one writer,
// shared/availability-report.ts; the same figures, counted in main from the history) for the
// connections ticked on the board or those shown, over the last 30 days or from a first to a last
// day, as Markdown, CSV or JSON: saved through the save dialog (a download in the browser), or
// printed as a table (Save as PDF… in the desktop app).
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { words, type Words } from '../../i18n/words';
import { REPORT_FORMATS, type ReportFormat } from '../../../shared/availability-report';
import { useAppStore, useAppStoreApi } from '../../store';
import { selectFleetSelected, selectPagePdf, selectVisibleFleet } from '../../store/selectors';
import { downloadText } from '../../ui/download-text';
import { ModalDialog } from '../../ui/ModalDialog';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { usePrint } from '../print/usePrint';
import { dayValue, daysRange, lastDays, REPORT_DAYS } from './availability-range';

// The formats' names, the same in every language.
const FORMAT_LABELS: Record<ReportFormat, string> = { markdown: 'Markdown', csv: 'CSV', json: 'JSON' };
const code = (chunks: ReactNode[]) => <code>{chunks}</code>;
const opener = () => document.getElementById('fleet-availability-button');

export function AvailabilityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useText();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={text('fleet.report.title')}
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
  const text = useText();
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
            label: text('fleet.selected', { count: selected.size }),
            ids: [...selected],
          },
        ]
      : []),
    {
      value: 'shown',
      label: text('fleet.shown', { count: shown.length }),
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
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; words: Words } | null>(null);
  const ids = (choices.find((c) => c.value === forKey) ?? choices[0]!).ids;
  const days = span === 'days' ? daysRange(first, last) : null;
  const dayProblem = days && 'id' in days ? days : null;
  const problem = dayProblem ?? (ids.length === 0 ? words('fleet.report.noConnection') : null);
  const ask = () => ({
    profileIds: ids,
    ...(days && !('id' in days) ? days : lastDays(Date.now())),
  });

  async function onExport(event: FormEvent) {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setMessage(null);
    const outcome = await exportReport(ask(), format);
    setBusy(false);
    if (typeof outcome === 'string')
      return setMessage({ tone: 'error', words: words('fleet.report.notExported', { problem: outcome }) });
    if (outcome.status === 'download') {
      downloadText(outcome);
      setMessage({
        tone: 'success',
        words: words('fleet.report.downloaded', { file: outcome.fileName }),
      });
    } else if (outcome.status === 'saved')
      setMessage({ tone: 'success', words: words('fleet.report.saved', { file: outcome.file }) });
    else setMessage({ tone: 'success', words: words('fleet.report.cancelled') });
  }

  async function onPrint() {
    if (problem || busy) return;
    setBusy(true);
    setMessage(null);
    const failed = await store.getState().setAvailabilityPrint(ask());
    setBusy(false);
    if (failed)
      return setMessage({ tone: 'error', words: words('fleet.report.notPrinted', { problem: failed }) });
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
        <FormattedMessage id="fleet.report.intro" values={{ code }} />
      </p>
      <RadioGroup
        name="availability-for"
        legend={text('fleet.report.for')}
        className="availability-dialog__choice"
        optionClassName="availability-dialog__option"
        options={choices.map((c) => ({ value: c.value, label: c.label }))}
        value={forKey}
        onChange={setForKey}
      />
      <RadioGroup
        name="availability-span"
        legend={text('fleet.report.range')}
        className="availability-dialog__choice"
        optionClassName="availability-dialog__option"
        options={[
          { value: 'last', label: text('fleet.report.last', { count: REPORT_DAYS }) },
          { value: 'days', label: text('fleet.report.days') },
        ]}
        value={span}
        onChange={setSpan}
      />
      {span === 'days' && (
        <div className="availability-dialog__days">
          <TextField
            id="availability-from"
            type="date"
            label={text('fleet.report.firstDay')}
            value={first}
            max={today}
            onChange={setFirst}
          />
          <TextField
            id="availability-to"
            type="date"
            label={text('fleet.report.lastDay')}
            value={last}
            onChange={setLast}
            error={dayProblem ? text(dayProblem) : undefined}
          />
        </div>
      )}
      <RadioGroup
        name="availability-format"
        legend={text('fleet.report.format')}
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
          {text(message.words)}
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
          {text(pdf ? 'fleet.report.pdf' : 'fleet.report.print')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={busy}
          disabled={problem !== null}
        >
          <FormattedMessage id="fleet.report.export" />
        </button>
      </div>
    </form>
  );
}
