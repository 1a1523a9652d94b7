// `npm start`: the desktop app when Electron's runtime is installed; otherwise says so and falls back
// to the web host (`retail-inspector web`), so `npm ci && npm start` always shows the app on the
// bundled demo data.
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

function run(command, args) {
  const child = spawn(command, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

const binary = electronBinary();
if (binary) {
  run(binary, ['.', ...process.argv.slice(2)]);
} else {
  console.log("start: Electron's runtime is not installed (npm ci does not download it; see README).");
  console.log('start: opening the inspector in your browser instead: open the address below.');
  run(process.execPath, ['bin/retail-inspector.js', 'web', ...process.argv.slice(2)]);
}
