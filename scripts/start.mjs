// `npm start`: the desktop app when the Electron runtime is installed; otherwise says so and falls
// back to serving the bundled demo data, so `npm ci && npm start` always shows something useful.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Checked by hand: requiring the electron package starts a download when the binary is missing.
function electronBinary() {
  const pkg = join('node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkg, 'dist');
  const binary = join(dist, readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
if (binary) {
  console.log(
    'start: the Electron runtime is installed, but the desktop window is not part of this build yet.',
  );
} else {
  console.log('start: the Electron runtime is not installed (npm ci does not download it; see README).');
}
console.log('start: serving the bundled demo dataset instead. Press Ctrl+C to stop.');
const child = spawn(process.execPath, ['bin/retail-inspector.js', 'serve', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
