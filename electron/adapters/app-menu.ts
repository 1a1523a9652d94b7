/**
 * Installs shell/app-menu.ts's menu as the application menu (replacing Electron's default, which keeps
 * Reload and the developer tools in the packaged app). Items with an action call the function main
 * gives for it.
 */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import { appMenuTemplate, type AppMenuOptions, type MenuAction, type MenuItemSpec } from '../shell/app-menu';

/** Sets the application menu for `options`; `actions` run the items that are not roles. */
export function installAppMenu(options: AppMenuOptions, actions: Record<MenuAction, () => void>): void {
  const toElectron = (item: MenuItemSpec): MenuItemConstructorOptions => {
    const { action, submenu, role, ...rest } = item;
    return {
      ...rest,
      ...(role ? { role: role as MenuItemConstructorOptions['role'] } : {}),
      ...(submenu ? { submenu: submenu.map(toElectron) } : {}),
      ...(action ? { click: () => actions[action]() } : {}),
    };
  };
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(options).map(toElectron)));
}
