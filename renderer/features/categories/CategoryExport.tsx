// "Export…" in the categories toolbar: a disclosure offering CSV and JSON of exactly the rows shown
// (after search and sort). Electron saves through its save dialog; the web host lets the browser
// download the file. The words after it say how many rows went where (a live region, so they are
// heard too). Keyboard: Enter or Space opens it and moves the focus to CSV; Escape closes it and
// gives the focus back to Export….
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  CATEGORY_EXPORT,
  CATEGORY_EXPORT_FORMATS,
  type CategoryExportFormat,
} from '../../../shared/export/category-export';
import { useText } from '../../i18n/useText';
import { words, type Words } from '../../i18n/words';
import { useAppStore } from '../../store';
import { selectCategoriesRestLoading, selectCategoryExport } from '../../store/selectors';
import type { CategoryExportState } from '../../store/state/category-export-state';
import { downloadText } from '../../ui/download-text';
import { useVisibleCategories } from './useVisibleCategories';
import './category-export.css';
import { ActionOutcome } from '../../ui/ActionOutcome';

/** "3 categories", in the language shown. */
const rowsWords = (rows: number) => words('categories.count', { total: rows });

/** "3 of them break the specification, written as received."; null when none do. */
function faultyWords(state: CategoryExportState): Words | null {
  const faulty = state.faulty ?? 0;
  if (faulty === 0) return null;
  return words(faulty === state.rows ? 'categories.export.faultyAll' : 'categories.export.faultySome', {
    faulty,
  });
}

/** What the last export did, in one sentence (or two, when some rows break the specification). */
function exportOutcomeText(state: CategoryExportState | null, text: ReturnType<typeof useText>): string {
  if (!state) return '';
  // The format's name ("CSV") is the same in every language; a failure's message is main's.
  const format = CATEGORY_EXPORT[state.format].label;
  const rows = rowsWords(state.rows);
  const faulty = faultyWords(state);
  switch (state.status) {
    case 'busy':
      return text('categories.export.busy', { rows, format });
    case 'saved':
      return faulty
        ? text('categories.export.savedFaulty', { rows, format, file: state.file, faulty })
        : text('categories.export.saved', { rows, format, file: state.file });
    case 'downloaded': {
      const done = text('categories.export.downloaded', { rows, format, file: state.file });
      return faulty ? `${done} ${text(faulty)}` : done;
    }
    case 'cancelled':
      return text('ui.export.cancelled');
    case 'failed':
      return text('ui.export.failed', { format, message: state.message });
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
  const text = useText();

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
        <FormattedMessage id="categories.export.button" />
      </button>
      <div
        id={choicesId}
        className="category-export__choices"
        role="group"
        aria-label={text('categories.export.choices', { rows: rowsWords(shown) })}
        hidden={!open}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && !container.current?.contains(next)) setOpen(false);
        }}
      >
        {open && (
          <>
            <p className="category-export__hint">
              <FormattedMessage
                id={restLoading ? 'categories.export.hintLoading' : 'categories.export.hint'}
                values={{ rows: text(rowsWords(shown)) }}
              />
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
                  <FormattedMessage
                    id={
                      format === 'csv' ? 'categories.export.forSpreadsheets' : 'categories.export.forPrograms'
                    }
                  />
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
  const text = useText();
  return (
    <ActionOutcome failed={state?.status === 'failed'} className="category-export__outcome">
      {exportOutcomeText(state, text)}
    </ActionOutcome>
  );
}
