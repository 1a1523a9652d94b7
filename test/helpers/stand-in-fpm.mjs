#!/usr/bin/env node
// A stand-in for fpm, the tool electron-builder's deb target hands the package to (CUSTOM_FPM_PATH),
// for the packaging test: fpm itself is a Ruby bundle electron-builder would download. It builds no
// package; it records what the deb target asked for in STAND_IN_FPM_RECORD: the arguments, the
// maintainer scripts' text, the files to install (source=destination), and the text of the .desktop
// file and of the shared-mime-info file (.xml), and of every other small text file among them (they are temporary files electron-builder
// removes), then writes a placeholder at --package so the build goes on as after a real fpm.
import { readFileSync, statSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? null : args[at + 1];
};
const text = (file) =>
  file && statSync(file, { throwIfNoEntry: false })?.isFile() ? readFileSync(file, 'utf8') : null;
const installs = args
  .filter((arg) => /^[^-].*=\//.test(arg))
  .map((arg) => {
    const [source, destination] = arg.split('=');
    const size = statSync(source, { throwIfNoEntry: false })?.size ?? null;
    return { source, destination, size, text: /\.(?:desktop|xml)$/.test(destination) ? text(source) : null };
  });
writeFileSync(
  process.env.STAND_IN_FPM_RECORD,
  JSON.stringify({
    args,
    afterInstall: text(option('--after-install')),
    afterRemove: text(option('--after-remove')),
    installs,
  }),
);
writeFileSync(option('--package'), 'stand-in deb\n');
