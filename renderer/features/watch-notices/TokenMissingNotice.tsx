// What to do about connections whose token was configured but is not available on this computer
// (the web host started again without storing tokens, or the key store cannot read them now): they
// are not called, and the way back is to enter the token again. `scope` says which: the active
// connection (above its data) or every such connection (above the fleet board).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { selectActiveProfile, selectProfiles } from '../../store/selectors';
import { enterTokenAgain } from './enter-token';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function TokenMissingNotice({ scope }: { readonly scope: 'active' | 'all' }) {
  const active = useAppStore(selectActiveProfile);
  const profiles = useAppStore(selectProfiles);
  const openConnections = useAppStore((s) => s.openConnections);
  const showForm = useAppStore((s) => s.showForm);
  const missing =
    scope === 'active' ? (active?.tokenMissing ? [active] : []) : profiles.filter((p) => p.tokenMissing);
  if (missing.length === 0) return null;
  // Whole sentences per number, never glued from pieces.
  return (
    <div className="notice our-cause" role="status">
      <p>
        {missing.length === 1 ? (
          <FormattedMessage id="watch.tokenMissing.one" values={{ name: missing[0]!.name, b: strong }} />
        ) : (
          <FormattedMessage id="watch.tokenMissing.many" values={{ count: missing.length, b: strong }} />
        )}
      </p>
      <button
        type="button"
        className="button"
        onClick={() =>
          enterTokenAgain(
            { openConnections, showForm },
            missing.map((p) => p.id),
          )
        }
      >
        <FormattedMessage id="watch.tokenMissing.enter" />
      </button>
    </div>
  );
}
