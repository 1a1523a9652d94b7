/**
 * The application menu as plain data, built from Electron's menu roles so every platform gets its
 * native items, shortcuts and translations: Edit (undo, redo, cut, copy, paste, select all; without it
 * copy and paste shortcuts do nothing on macOS), View (zoom and full screen; Reload and the developer
 * tools only when not packaged), Window, and Help with the documentation and the version. Electron's
 * default menu keeps Reload and Toggle Developer Tools in the packaged app, so it is always replaced.
 * adapters/app-menu.ts turns this into an Electron menu.
 */

import type { UpdateSetting } from './update-policy';
import { UPDATE_WORDS } from './update-words';

/** Something a menu item does that is not a role: main maps it to a function. */
export type MenuAction = 'open-docs' | 'check-updates' | `updates-${UpdateSetting}`;

/** One menu item: a role, a separator, a submenu, or a labelled item with an action. */
export interface MenuItemSpec {
  readonly role?: string;
  readonly type?: 'separator' | 'radio';
  readonly checked?: boolean;
  readonly label?: string;
  readonly enabled?: boolean;
  readonly action?: MenuAction;
  readonly submenu?: readonly MenuItemSpec[];
}

/** What the menu depends on. */
export interface AppMenuOptions {
  readonly platform: NodeJS.Platform;
  /** app.isPackaged: Reload and the developer tools only when false. */
  readonly isPackaged: boolean;
  readonly appName: string;
  readonly version: string;
  /** Where the documentation is (an https URL), or null when the app knows none. */
  readonly docsUrl: string | null;
  /** The updates' items (Help > Check for Updates…, Help > Updates); absent: none. */
  readonly updates?: {
    readonly setting: UpdateSetting;
    /** The policy file or the environment decides: the setting's items are disabled. */
    readonly locked: boolean;
    readonly canCheck: boolean;
  };
}

const SEPARATOR: MenuItemSpec = { type: 'separator' };

/** The roles that reload the page or open the developer tools: never in a packaged app. */
export const DEVELOPER_ROLES: readonly string[] = ['reload', 'forceReload', 'toggleDevTools'];

/** The menu for `options`. */
export function appMenuTemplate(options: AppMenuOptions): MenuItemSpec[] {
  const mac = options.platform === 'darwin';
  const developer = options.isPackaged ? [] : [...DEVELOPER_ROLES.map((role) => ({ role })), SEPARATOR];
  const help: MenuItemSpec[] = [
    ...(options.docsUrl ? [{ label: 'Documentation', action: 'open-docs' as const }, SEPARATOR] : []),
    ...(options.updates ? [...updateItems(options.updates), SEPARATOR] : []),
    { label: `${options.appName} ${options.version}`, enabled: false },
  ];
  return [
    ...(mac ? [{ role: 'appMenu' }] : [{ role: 'fileMenu', label: 'File', submenu: [{ role: 'quit' }] }]),
    {
      role: 'editMenu',
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        SEPARATOR,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        SEPARATOR,
        { role: 'selectAll' },
      ],
    },
    {
      role: 'viewMenu',
      label: 'View',
      submenu: [
        ...developer,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        SEPARATOR,
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', label: 'Help', submenu: help },
  ];
}

function updateItems(updates: NonNullable<AppMenuOptions['updates']>): MenuItemSpec[] {
  const settings = (['off', 'stable', 'beta'] as const).map((setting): MenuItemSpec => ({
    label: UPDATE_WORDS.menuSetting[setting],
    type: 'radio',
    checked: updates.setting === setting,
    enabled: !updates.locked,
    action: `updates-${setting}`,
  }));
  const managed = updates.locked ? [SEPARATOR, { label: UPDATE_WORDS.menuManaged, enabled: false }] : [];
  return [
    { label: UPDATE_WORDS.menuCheck, action: 'check-updates', enabled: updates.canCheck },
    { label: UPDATE_WORDS.menuUpdates, submenu: [...settings, ...managed] },
  ];
}
