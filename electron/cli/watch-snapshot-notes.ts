/**
 * Why a snapshot of `retail-inspector watch --history` was not kept (a full disk, a folder it may
 * not write), said on standard error once per installation until one is kept again or the reason
 * changes, rather than at every run.
 */
import { terminalText } from '../../shared/terminal-text';

/** Says each installation's snapshot problem once through `err`. */
export function snapshotProblems(err: (line: string) => void) {
  const said = new Map<string, string>();
  return {
    /** Notes the run of `who`: its problem (null when a snapshot was kept or not tried). */
    note(who: { readonly id: string; readonly name: string }, problem: string | null): void {
      if (problem === null) {
        said.delete(who.id);
        return;
      }
      if (said.get(who.id) === problem) return;
      said.set(who.id, problem);
      err(`${terminalText(who.name, 200)}: ${terminalText(problem, 400)}`);
    },
  };
}
