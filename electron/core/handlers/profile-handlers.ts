/** Handlers of the connections list: the saved profiles beside the built-in demo connection. */
import { DEMO_PROFILE_ID } from '../../../shared/profiles';
import { AppError } from '../lib/app-error';
import type { HandlerDeps, Handlers } from './handler-types';
import { demoProfile } from '../profiles/installation-for';

type ProfileMethods =
  'listProfiles' | 'saveProfile' | 'deleteProfile' | 'setActiveProfile' | 'setWeakStorageAllowed';

export function createProfileHandlers(
  deps: Pick<HandlerDeps, 'profiles' | 'demo' | 'snapshots'>,
): Pick<Handlers, ProfileMethods> {
  return {
    async listProfiles() {
      // Another process on the same data folder may have saved since (profile-store.ts).
      await deps.profiles.refresh();
      const active = deps.profiles.activeProfileId();
      const profiles = [demoProfile(deps.demo.status()), ...deps.profiles.list()];
      // First start (or the active profile was deleted): the demo connection is selected.
      const activeProfileId = active && profiles.some((p) => p.id === active) ? active : DEMO_PROFILE_ID;
      return { profiles, activeProfileId, storage: deps.profiles.status() };
    },
    saveProfile: (args) => deps.profiles.save(args),
    async deleteProfile({ id }) {
      if (id === DEMO_PROFILE_ID)
        throw new AppError('INVALID_ARGUMENT', 'The demo connection is built in and cannot be deleted.');
      await deps.profiles.remove(id);
      // Its snapshots go with it: nothing in the app could reach them afterwards, and they hold
      // what that installation looked like, which the user asked to forget.
      await deps.snapshots.removeAll(id);
      return null;
    },
    async setActiveProfile({ id }) {
      if (id !== DEMO_PROFILE_ID) deps.profiles.get(id);
      await deps.profiles.setActive(id);
      return null;
    },
    async setWeakStorageAllowed({ allowed }) {
      await deps.profiles.setWeakStorageAllowed(allowed);
      return deps.profiles.status();
    },
  };
}
