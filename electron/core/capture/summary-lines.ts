/**
 * The words a capture ends with: what was written and what could not be captured. Plain text lines
 * for a terminal: every value from the installation (URLs, category codes) is escaped and cut
 * (terminalText); URLs appear only as the capture reported them (token already masked).
 */
import { issueLines } from '../../../shared/issue-path';
import { terminalText } from '../../../shared/terminal-text';
import type { CaptureSummary } from './capture-installation';

/** The summary of a capture written to `file` (`bytes` long) from `baseUrl`. */
export function summaryLines(
  baseUrl: string,
  file: string,
  bytes: number,
  summary: CaptureSummary,
): string[] {
  const failed = summary.failedImages;
  const placeholder =
    summary.placeholderCategories > 0 ? ` (${summary.placeholderCategories} with the placeholder image)` : '';
  const lines = [
    `Captured ${terminalText(baseUrl)}`,
    `  File:        ${terminalText(file)} (${formatSize(bytes)})`,
    `  Categories:  ${summary.categories}${placeholder}`,
    `  Images:      ${summary.imagesEmbedded} embedded${addresses(summary)}, ${failed.length} failed`,
  ];
  if (summary.tolerated.length > 0) {
    // Never silent: the data was read, but only by tolerating these faults (docs/leniencies.md).
    lines.push(`Faults tolerated to read the installation (${summary.tolerated.length}):`);
    for (const { operation, leniency } of summary.tolerated) {
      const strict = leniency.strictFails ? ' A strict reading fails here.' : '';
      lines.push(`  ${OPERATION[operation]}: ${terminalText(leniency.message)}${strict}`);
    }
  }
  for (const operation of ['info', 'categories'] as const) {
    const violations = summary.violations[operation];
    if (!violations) continue;
    // Captured as answered (the offline copy stays faithful); serving it needs --allow-violations.
    lines.push(
      `${OPERATION[operation]} violates the specification (${problems(violations.total)}), kept as answered:`,
    );
    for (const line of issueLines(violations.issues, 20, violations.total))
      lines.push(`  ${terminalText(line)}`);
  }
  if (failed.length > 0) {
    lines.push('Images that could not be captured (their categories keep the original address):');
    for (const image of failed.slice(0, 50)) {
      lines.push(
        `  ${terminalText(image.url)} ${terminalText(image.reason)}; used by ${listed(image.usedBy.map((code) => terminalText(code, 200)))}`,
      );
    }
    if (failed.length > 50) lines.push(`  ... and ${failed.length - 50} more`);
  }
  return lines;
}

function problems(count: number): string {
  return count === 1 ? '1 problem' : `${count} problems`;
}

// Identical images behind several URLs are stored once; say so, or the count looks like a loss.
function addresses(summary: CaptureSummary): string {
  return summary.imageUrls === summary.imagesEmbedded ? '' : ` (from ${summary.imageUrls} addresses)`;
}

const OPERATION = { info: 'GET /api/v2/auth/info', categories: 'GET /api/v2/products/getcategorys' } as const;

function listed(users: readonly string[]): string {
  return users.length <= 3
    ? users.join(', ')
    : `${users.slice(0, 3).join(', ')} and ${users.length - 3} more`;
}

/** Bytes as B, kB or MB with one decimal. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
