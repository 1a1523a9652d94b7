// The saved connections as the dialog lists them: searched by name or address (case and accents
// ignored) and sorted by name, by address, or watched first (the most often first).
import type { ProfileView } from '../../../shared/profiles';
import type { WatchEvery } from '../../../shared/watch';
import type { MessageId } from '../../i18n/messages/en';
import { foldText } from '../../store/category-search/search-text';

/** How the dialog sorts the saved connections. */
export type ConnectionSort = 'name' | 'address' | 'watch';

export const CONNECTION_SORTS: readonly { readonly value: ConnectionSort; readonly label: MessageId }[] = [
  { value: 'name', label: 'connections.sort.name' },
  { value: 'address', label: 'connections.sort.address' },
  { value: 'watch', label: 'connections.sort.watch' },
];

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const minutes = (every: WatchEvery | undefined) =>
  every === undefined || every === 'off' ? Infinity : every;

/** Whether `profile` matches the folded `needle` (its name or address contains it). */
export function matchesConnection(profile: ProfileView, needle: string): boolean {
  return needle === '' || foldText(`${profile.name}\n${profile.baseUrl}`).includes(needle);
}

/** `profiles` that match `query`, in `sort`'s order (a new array). */
export function orderedConnections(
  profiles: readonly ProfileView[],
  query: string,
  sort: ConnectionSort,
  every: Readonly<Record<string, WatchEvery>>,
): ProfileView[] {
  const needle = foldText(query.trim());
  const byName = (a: ProfileView, b: ProfileView) => collator.compare(a.name, b.name);
  const compare =
    sort === 'name'
      ? byName
      : sort === 'address'
        ? (a: ProfileView, b: ProfileView) => collator.compare(a.baseUrl, b.baseUrl) || byName(a, b)
        : (a: ProfileView, b: ProfileView) => minutes(every[a.id]) - minutes(every[b.id]) || byName(a, b);
  return profiles.filter((p) => matchesConnection(p, needle)).sort(compare);
}
