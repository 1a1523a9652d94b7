// The dialog's first screen: how tokens are kept, what the last action did, the fleet file's import
// and export, and every connection, the built-in demo first, searched and sorted. A long list shows
// its first LIST_SHOWN matches; the search finds the others.
import { useMemo, useState } from 'react';
import type { Words } from '../../i18n/words';
import { words } from '../../i18n/words';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectCanSave, selectProfiles, selectWatchSettings } from '../../store/selectors';
import { foldText } from '../../store/category-search/search-text';
import { ConnectionItem } from './ConnectionItem';
import {
  CONNECTION_SORTS,
  matchesConnection,
  orderedConnections,
  type ConnectionSort,
} from './connection-order';
import { DemoItem } from './DemoItem';
import { DialogMessageView } from './DialogMessageView';
import { FleetFileActions } from './FleetFileActions';
import { StorageNotice } from './StorageNotice';
import { SearchField } from '../../ui/SearchField';

/** Saved connections listed at most; each is a few buttons, and thousands would slow the dialog. */
export const LIST_SHOWN = 200;

const NO_WATCH = {};

function summary(saved: number, canSave: boolean): Words {
  if (saved === 0 && !canSave) return words('connections.list.summaryLocked');
  if (saved === 0) return words('connections.list.summaryNone');
  return words('connections.list.summary', { count: saved });
}

function shownText(matching: number, saved: number, query: string): Words | null {
  if (query.trim() === '')
    return matching > LIST_SHOWN
      ? words('connections.list.firstShown', { shown: LIST_SHOWN, count: matching })
      : null;
  if (matching === 0) return words('connections.list.noMatch', { query: query.trim() });
  const shown = Math.min(matching, LIST_SHOWN);
  return matching > LIST_SHOWN
    ? words('connections.list.shownOfMatching', { shown, count: saved, matching })
    : words('connections.list.shown', { shown, count: saved });
}

export function ConnectionList() {
  const profiles = useAppStore(selectProfiles);
  const canSave = useAppStore(selectCanSave);
  const watch = useAppStore(selectWatchSettings);
  const every = watch?.every ?? NO_WATCH;
  const showForm = useAppStore((s) => s.showForm);
  const t = useText();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ConnectionSort>('name');
  const demo = profiles.filter((p) => p.demo && matchesConnection(p, foldText(query.trim())));
  const saved = useMemo(() => profiles.filter((p) => !p.demo), [profiles]);
  const matching = useMemo(() => orderedConnections(saved, query, sort, every), [saved, query, sort, every]);

  const shown = shownText(matching.length, saved.length, query);

  return (
    <div className="connection-list">
      <StorageNotice />
      {watch?.notice && (
        <p className="message message--warning" role="status">
          {watch.notice}
        </p>
      )}
      <DialogMessageView />
      <div className="connection-list__toolbar">
        <p className="muted">{t(summary(saved.length, canSave))}</p>
        <button
          id="add-connection"
          type="button"
          className="button button--primary"
          disabled={!canSave}
          onClick={() => showForm(null)}
          data-autofocus
        >
          {t('connections.list.add')}
        </button>
      </div>
      <FleetFileActions />
      {saved.length > 0 && (
        <div className="connection-list__find">
          <SearchField
            id="connection-search"
            label={t('connections.list.search')}
            placeholder={t('connections.list.searchPlaceholder')}
            value={query}
            onChange={setQuery}
          />
          <label className="field field--inline">
            <span className="field__label">{t('connections.list.sortBy')}</span>
            <select
              className="select"
              value={sort}
              onChange={(event) => setSort(event.target.value as ConnectionSort)}
            >
              {CONNECTION_SORTS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <p className="connection-list__shown muted" role="status">
        {shown && t(shown)}
      </p>
      <ul className="connection-list__items">
        {demo.map((profile) => (
          <DemoItem key={profile.id} profile={profile} />
        ))}
        {matching.slice(0, LIST_SHOWN).map((profile) => (
          <ConnectionItem key={profile.id} profile={profile} />
        ))}
      </ul>
    </div>
  );
}
