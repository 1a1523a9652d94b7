// What to do about connections whose token was configured but is not available on this computer
// (the web host started again without storing tokens, or the key store cannot read them now): they
// are not called, and the way back is to enter the token again. `scope` says which: the active
// connection (above its data) or every such connection (above the fleet board).
import { countText } from '../../../shared/count-text';
import { useAppStore } from '../../store';
import { selectActiveProfile, selectProfiles } from '../../store/selectors';
import { enterTokenAgain } from './enter-token';

export function TokenMissingNotice({ scope }: { readonly scope: 'active' | 'all' }) {
  const active = useAppStore(selectActiveProfile);
  const profiles = useAppStore(selectProfiles);
  const openConnections = useAppStore((s) => s.openConnections);
  const showForm = useAppStore((s) => s.showForm);
  const missing =
    scope === 'active' ? (active?.tokenMissing ? [active] : []) : profiles.filter((p) => p.tokenMissing);
  if (missing.length === 0) return null;
  // Whole sentences per number, never glued from pieces (shared/count-text.ts says the count).
  const [what, until] =
    missing.length === 1
      ? [
          `The token of “${missing[0]!.name}” is not available on this computer`,
          'Until it is entered again, the app does not call this connection and its watch raises no event for it; nothing is wrong with the installation.',
        ]
      : [
          `${countText(missing.length, 'connection')} whose token is not available on this computer`,
          'Until each token is entered again, the app does not call these connections and their watch raises no event for them; nothing is wrong with the installations.',
        ];
  return (
    <div className="notice our-cause" role="status">
      <p>
        <strong>{what}</strong> (kept only for a session that has ended, or the key store cannot read it now).{' '}
        {until}
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
        Enter the token again
      </button>
    </div>
  );
}
