// The crash dumps the desktop app kept in the last days: the report's sentence (how many, where,
// that none was sent), then each dump's file, time and size. Its words: shared/crash-dumps.ts (shared
// with the CLI, so still English here); the size in the language shown.
import {
  crashDumpsSentence,
  crashDumpTime,
  moreDumpsText,
  type CrashDumps,
} from '../../../shared/crash-dumps';
import { useRequestText } from '../requests/useRequestText';

// Between a dump's name, time and size; the same in every language.
const SPACE = ' ';
const COMMA = ', ';

export function CrashDumpList({ crashes }: { crashes: CrashDumps }) {
  const say = useRequestText();
  return (
    <div className="crash-dumps">
      <p className="diagnostics__note">{crashDumpsSentence(crashes)}</p>
      {crashes.dumps.length > 0 && (
        <ul className="crash-dumps__list">
          {crashes.dumps.map((dump) => (
            <li key={dump.name}>
              <span className="value--code">{dump.name}</span>
              {SPACE}
              {crashDumpTime(dump.at)}
              {COMMA}
              {say.size(dump.bytes)}
            </li>
          ))}
        </ul>
      )}
      {crashes.more > 0 && <p className="diagnostics__note">{moreDumpsText(crashes.more)}</p>}
    </div>
  );
}
