#!/usr/bin/env node
// Completes package-lock.json with the platform-specific optional packages (other operating systems' and
// CPUs' native binaries of @swc/core, @rspack/binding, …) that the registry mirror of our build machines
// does not carry. Without those entries `npm ci` refuses the lockfile as "out of sync". The added entries
// carry os/cpu, so npm skips them on machines they are not for, and fetches them where they are.
// Run after every `npm install` that changes the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('gnueabihf') || parts.includes('musleabihf') || parts.includes('eabi') ? 'arm' : undefined);
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  const optional = meta.optionalDependencies;
  if (!optional) continue;
  const base = location === '' ? 'node_modules' : `${location}/node_modules`;
  for (const [dep, range] of Object.entries(optional)) {
    // Already resolved somewhere up the tree?
    let dir = location;
    let found = false;
    for (;;) {
      const candidate = dir === '' ? `node_modules/${dep}` : `${dir}/node_modules/${dep}`;
      if (packages[candidate]) { found = true; break; }
      if (dir === '') break;
      const idx = dir.lastIndexOf('/node_modules/');
      dir = idx >= 0 ? dir.slice(0, idx) : '';
    }
    if (found) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: leave it to npm
    const version = String(range).replace(/^[\^~=]/, '');
    const hoisted = `node_modules/${dep}`;
    const target = packages[hoisted] ? `${base}/${dep}` : hoisted;
    packages[target] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(meta.dev ? { dev: true } : {}),
      ...(meta.devOptional ? { devOptional: true } : {}),
      ...(meta.peer ? { peer: true } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: ${added} platform entries added`);
