// A fake of the host's file dialogs (Electron's edge, so the one part faked): each answers the path
// given (null: the user cancelled), and every request is recorded for the test to check.
import type {
  FileDialogs,
  OpenDialogOptions,
  SaveDialogOptions,
} from '../../electron/core/platform/file-dialogs';

export class FakeDialogs implements FileDialogs {
  readonly saves: SaveDialogOptions[] = [];
  readonly opens: OpenDialogOptions[] = [];
  constructor(
    private readonly savePath: string | null,
    private readonly openPath: string | null = null,
  ) {}
  async chooseSavePath(options: SaveDialogOptions) {
    this.saves.push(options);
    return this.savePath;
  }
  async chooseOpenPath(options: OpenDialogOptions) {
    this.opens.push(options);
    return this.openPath;
  }
}
