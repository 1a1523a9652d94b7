// The rows of a categories load that break the specification (CategoryFaults from main), tied to
// the row objects the views show, so a mark follows its row through search and sort.
import type { CategoryFaults } from '../../shared/ipc-contract';
import { plainFieldRuleWords, type FieldRules } from '../../shared/plain-rule-words';
import type { ReceivedCategory } from '../../shared/received-categories';
import type { CategoryFaultsShown } from './state/categories-state';

/**
 * `faults` over `rows` (the sorted list, or its first part while the rest is on its way: positions
 * beyond it wait for the rest); null when every row conforms.
 */
export function faultsShown(
  faults: CategoryFaults | null | undefined,
  rows: readonly ReceivedCategory[],
  count: number,
): CategoryFaultsShown | null {
  if (!faults || faults.total === 0) return null;
  const byRow = new Map<ReceivedCategory, FieldRules>();
  for (const [position, fields] of faults.rows) {
    const row = rows[position];
    // The panel's readers are store managers: the rule in plain words, kept as words so the views
    // say them in the language shown (Diagnostics keeps the schema's).
    if (row) byRow.set(row, plainFieldRuleWords(fields));
  }
  return {
    total: faults.total,
    received: count + faults.unreadable,
    unreadable: faults.unreadable,
    listed: faults.rows.length,
    byRow,
  };
}
