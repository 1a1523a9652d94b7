// The bar above everything: which installation is shown, the way to manage connections, and the
// controls that reload it.
import { ConnectionAddress } from './ConnectionAddress';
import { ConnectionSelect } from './ConnectionSelect';
import { ConnectionsButton } from './ConnectionsButton';
import { RefreshButton } from './RefreshButton';
import { LanguageSelect } from '../appearance/LanguageSelect';
import { ThemeSelect } from '../appearance/ThemeSelect';
import { FormattedMessage } from 'react-intl';
import './top-bar.css';

export function TopBar() {
  return (
    <header className="top-bar">
      <div className="top-bar__brand">
        <span className="top-bar__mark" aria-hidden="true" />
        <h1 className="top-bar__name">
          <FormattedMessage id="connections.brand" />
        </h1>
      </div>
      <div className="top-bar__connection">
        <ConnectionSelect />
        <ConnectionsButton />
        <ConnectionAddress />
      </div>
      <div className="top-bar__actions">
        <LanguageSelect />
        <ThemeSelect />
        <RefreshButton />
      </div>
    </header>
  );
}
