// The crash dumps the desktop app kept in the last days: the report's sentence (how many, where,
// that none was sent), then each dump's file, time and size. Its words: shared/crash-dumps.ts.
import {
  crashDumpsSentence,
  crashDumpTime,
  moreDumpsText,
  type CrashDumps,
} from '../../../shared/crash-dumps';
import { sizeText } from '../requests/request-text';

export function CrashDumpList({ crashes }: { crashes: CrashDumps }) {
  return (
    <div className="crash-dumps">
      <p className="diagnostics__note">{crashDumpsSentence(crashes)}</p>
      {crashes.dumps.length > 0 && (
        <ul className="crash-dumps__list">
          {crashes.dumps.map((dump) => (
            <li key={dump.name}>
              <span className="value--code">{dump.name}</span> {crashDumpTime(dump.at)},{' '}
              {sizeText(dump.bytes)}
            </li>
          ))}
        </ul>
      )}
      {crashes.more > 0 && <p className="diagnostics__note">{moreDumpsText(crashes.more)}</p>}
    </div>
  );
}
