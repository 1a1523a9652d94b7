// The values of a saved capture that break the specification: kept in the file as the installation
// answered them, one line per problem (the answer, the JSON path, the rule), and how to replay it.
import type { CaptureOutcomeView } from '../../../shared/ipc-contract';

type Violations = Extract<CaptureOutcomeView, { status: 'saved' }>['violations'];

export function ViolationList({ violations }: { violations: Violations }) {
  return (
    <>
      <p>
        The file keeps what the installation answered, so it breaks the specification too. The demo server
        opens only files that follow it; replay this one with{' '}
        <code>retail-inspector serve --allow-violations --data FILE</code>.
      </p>
      {/* Scrolls when long: focusable, so it scrolls from the keyboard too. */}
      <ul
        className="message__list capture-outcome__failed"
        tabIndex={0}
        aria-label="Values that break the specification"
      >
        {violations.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}
