// "Print…" of a view (the browser's print dialog), or "Save as PDF…" in the desktop app, whose main
// process prints the window into a file chosen in the save dialog; and the words saying how it went
// (a live region, so they are heard too), with what a long list's print leaves out.
import { useEffect } from 'react';
import { useAppStore } from '../../store';
import { selectDemoHost, selectPagePdf, selectPrintJob } from '../../store/selectors';
import type { PrintJob, PrintView } from '../../store/state/print-state';
import { usePrint } from './usePrint';

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
      {pdf ? 'Save as PDF…' : 'Print…'}
    </button>
  );
}

function jobText(job: PrintJob): string {
  switch (job.status) {
    case 'preparing':
      return job.images > job.loaded
        ? `Preparing the print: ${job.loaded} of ${job.images} images loaded…`
        : 'Preparing the print…';
    case 'saving':
      return 'Saving the PDF…';
    case 'printed':
      return '';
    case 'saved':
      return `Saved as ${job.file}`;
    case 'cancelled':
      return 'Save as PDF cancelled; nothing was saved.';
    case 'failed':
      return `The PDF could not be saved: ${job.message}`;
  }
}

interface PrintOutcomeProps {
  readonly view: PrintView;
  /** What a print of this view leaves out (printLimitText), said once a print started. */
  readonly limit?: string | null;
  readonly className: string;
}

/** The words after the button about the last print of `view`; empty until one starts. */
export function PrintOutcome({ view, limit, className }: PrintOutcomeProps) {
  const job = useAppStore(selectPrintJob);
  const mine = job?.view === view ? job : null;
  const text = mine ? [jobText(mine), mine.status === 'failed' ? null : limit].filter(Boolean).join(' ') : '';
  return (
    <p className={mine?.status === 'failed' ? `${className} ${className}--failed` : className} role="status">
      {text}
    </p>
  );
}
