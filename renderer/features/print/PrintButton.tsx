// "Print…" of a view (the browser's print dialog), or "Save as PDF…" in the desktop app, whose main
// process prints the window into a file chosen in the save dialog; and the words saying how it went
// (a live region, so they are heard too), with what a long list's print leaves out.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import { words, type Words } from '../../i18n/words';
import { useAppStore } from '../../store';
import { selectDemoHost, selectPagePdf, selectPrintJob } from '../../store/selectors';
import type { PrintJob, PrintView } from '../../store/state/print-state';
import { usePrint } from './usePrint';
import { ActionOutcome } from '../../ui/ActionOutcome';

/** The button; its label follows what the host can do (known after the host was asked). */
export function PrintButton({ view }: { view: PrintView }) {
  const pdf = useAppStore(selectPagePdf);
  const host = useAppStore(selectDemoHost);
  const loadHost = useAppStore((s) => s.loadDemoHost);
  const job = useAppStore(selectPrintJob);
  const print = usePrint();
  useEffect(() => {
    if (host === null) void loadHost();
  }, [host, loadHost]);
  const busy = job !== null && (job.status === 'preparing' || job.status === 'saving');
  return (
    // Not disabled while busy: a disabled button would drop the focus of whoever clicked it.
    <button
      type="button"
      className="button"
      aria-disabled={busy}
      onClick={() => {
        if (!busy) void print(view);
      }}
    >
      <FormattedMessage id={pdf ? 'print.pdf' : 'print.print'} />
    </button>
  );
}

// A failure's message is main's, shown as received.
function jobWords(job: PrintJob): Words | null {
  switch (job.status) {
    case 'preparing':
      return job.images > job.loaded
        ? words('print.preparingImages', { loaded: job.loaded, images: job.images })
        : words('print.preparing');
    case 'saving':
      return words('print.saving');
    case 'printed':
      return null;
    case 'saved':
      return words('print.saved', { file: job.file });
    case 'cancelled':
      return words('print.cancelled');
    case 'failed':
      return words('print.failed', { message: job.message });
  }
}

interface PrintOutcomeProps {
  readonly view: PrintView;
  /** What a print of this view leaves out (printLimitWords), said once a print started. */
  readonly limit?: Words | null;
  readonly className: string;
}

/** The words after the button about the last print of `view`; empty until one starts. */
export function PrintOutcome({ view, limit, className }: PrintOutcomeProps) {
  const job = useAppStore(selectPrintJob);
  const say = useText();
  const mine = job?.view === view ? job : null;
  const said = mine ? [jobWords(mine), mine.status === 'failed' ? null : limit] : [];
  const text = said
    .filter((part): part is Words => Boolean(part))
    .map((part) => say(part))
    .join(' ');
  return (
    <ActionOutcome failed={mine?.status === 'failed'} className={className}>
      {text}
    </ActionOutcome>
  );
}
