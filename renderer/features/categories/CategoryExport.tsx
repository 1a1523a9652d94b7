// "Export…" in the categories toolbar: a disclosure offering CSV and JSON of exactly the rows shown
// (after search and sort). Electron saves through its save dialog; the web host lets the browser
// download the file. The words after it say how many rows went where (a live region, so they are
// heard too). Keyboard: Enter or Space opens it and moves the focus to CSV; Escape closes it and
// gives the focus back to Export….
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  CATEGORY_EXPORT,
  CATEGORY_EXPORT_FORMATS,
  type CategoryExportFormat,
} from '../../../shared/export/category-export';
import { countText } from '../../../shared/count-text';
import { useAppStore } from '../../store';
import { selectCategoriesRestLoading, selectCategoryExport } from '../../store/selectors';
import type { CategoryExportState } from '../../store/state/category-export-state';
import { downloadText } from '../../ui/download-text';
import { useVisibleCategories } from './useVisibleCategories';
import './category-export.css';

const rowsText = (rows: number) => `${rows.toLocaleString('en')} ${rows === 1 ? 'category' : 'categories'}`;

/** " 3 of them break the specification, written as received." after what was written; '' when none do. */
function faultyText(state: CategoryExportState): string {
  const faulty = state.faulty ?? 0;
  if (faulty === 0) return '';
  const lead = state.status === 'saved' ? '.' : '';
  const of =
    faulty === state.rows
      ? faulty === 1
        ? 'It breaks'
        : 'All of them break'
      : `${countText(faulty, 'of them breaks', 'of them break')}`;
  return `${lead} ${of} the specification, written as received.`;
}

/** What the last export did, in one sentence. */
function exportOutcomeText(state: CategoryExportState | null): string {
  if (!state) return '';
  const name = CATEGORY_EXPORT[state.format].label;
  switch (state.status) {
    case 'busy':
      return `Exporting ${rowsText(state.rows)} as ${name}…`;
    case 'saved':
      return `Saved ${rowsText(state.rows)} as ${name}: ${state.file}${faultyText(state)}`;
    case 'downloaded':
      return `Exported ${rowsText(state.rows)} as ${name}; your browser saves it as ${state.file}, in its downloads.${faultyText(state)}`;
    case 'cancelled':
      return 'Export cancelled; nothing was saved.';
    case 'failed':
      return `The ${name} export failed: ${state.message}`;
  }
}

export function CategoryExport() {
  const state = useAppStore(selectCategoryExport);
  const exportCategories = useAppStore((s) => s.exportCategories);
  const shown = useVisibleCategories().length;
  // A large list arrives in two parts: until the rest is in, only the first part can be exported.
  const restLoading = useAppStore(selectCategoriesRestLoading);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const choicesId = useId();
  const busy = state?.status === 'busy';

  // The choices are rendered only while open (a closed one has nothing to count or announce).
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  // A click anywhere else closes the choices, as a menu would.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  async function run(format: CategoryExportFormat) {
    if (busy) return;
    close();
    const outcome = await exportCategories(format);
    if (outcome?.status === 'download') downloadText(outcome);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  return (
    <div ref={container} className="category-export" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={choicesId}
        // Not disabled while busy or with nothing shown: a disabled button would drop the focus.
        aria-disabled={busy || shown === 0}
        onClick={() => {
          if (!busy && shown > 0) setOpen(!open);
        }}
      >
        Export…
      </button>
      <div
        id={choicesId}
        className="category-export__choices"
        role="group"
        aria-label={`Export the ${rowsText(shown)} shown`}
        hidden={!open}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && !container.current?.contains(next)) setOpen(false);
        }}
      >
        {open && (
          <>
            <p className="category-export__hint">
              The {rowsText(shown)} shown, in this order{restLoading ? ' (the rest is still loading)' : ''}:
            </p>
            {CATEGORY_EXPORT_FORMATS.map((format, i) => (
              <button
                key={format}
                ref={i === 0 ? first : undefined}
                type="button"
                className="button category-export__choice"
                onClick={() => void run(format)}
              >
                {CATEGORY_EXPORT[format].label}
                <span className="category-export__what">
                  {format === 'csv' ? 'for spreadsheets' : 'for programs'}
                </span>
              </button>
            ))}
          </>
        )}
      </div>
    </div>
  );
}

/** The words after the toolbar saying what the last export did (a live region, so they are heard). */
export function CategoryExportOutcome() {
  const state = useAppStore(selectCategoryExport);
  return (
    <p
      className={
        state?.status === 'failed'
          ? 'category-export__outcome category-export__outcome--failed'
          : 'category-export__outcome'
      }
      role="status"
    >
      {exportOutcomeText(state)}
    </p>
  );
}
