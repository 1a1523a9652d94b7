// The line after an action's buttons that says how its last run went (an export, a print): quiet
// grey, red and bold when it failed, hidden while empty, announced as it changes. `className`
// places it in its toolbar.
import type { ReactNode } from 'react';

interface ActionOutcomeProps {
  readonly failed: boolean;
  readonly className: string;
  readonly children: ReactNode;
}

export function ActionOutcome({ failed, className, children }: ActionOutcomeProps) {
  return (
    <p className={`action-outcome ${className}${failed ? ' action-outcome--failed' : ''}`} role="status">
      {children}
    </p>
  );
}
