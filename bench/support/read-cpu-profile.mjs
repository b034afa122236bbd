#!/usr/bin/env node
/**
 * Where a process spent its CPU, from a `node --cpu-prof` profile (bench/api-load.mjs writes one
 * for the server with CPU_PROF_DIR): the functions with the most self time, the packages or files
 * they belong to, and the functions with the most total time (self + what they called), each as a
 * share of the time the process was not idle.
 *
 *   node bench/support/read-cpu-profile.mjs <file.cpuprofile> [top=25] [filter]
 *
 * `filter` keeps, in the total-time list, only functions whose file contains it (e.g. `dist/main`
 * for the server's own code).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [file, topArgument, filter] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/support/read-cpu-profile.mjs <file.cpuprofile> [top] [filter]');
  process.exit(2);
}
const TOP = Number(topArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

/**
 * bench/api-load.mjs leaves `window-<pid>.json` beside the profile: the measured run on the
 * monotonic clock of the profile's timestamps. Samples outside it (start-up, warm-up) are left out.
 */
const pid = /\.(\d+)\.\d+\.\d+\.cpuprofile$/.exec(path.basename(file))?.[1];
const windowFile = pid ? path.join(path.dirname(file), `window-${pid}.json`) : undefined;
const window =
  windowFile && existsSync(windowFile) ? JSON.parse(readFileSync(windowFile, 'utf8')) : undefined;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

// Time per sample: the delta before it (microseconds), as Chrome's profiler view counts it.
const selfMicros = new Map();
let at = profile.startTime;
let kept = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  if (window && (at < window.fromMicros || at > window.toMicros)) return;
  kept += 1;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
});

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);
const label = ({ callFrame }) => {
  const where = callFrame.url ? callFrame.url.replace(/^file:\/\//, '') : '';
  const name = callFrame.functionName || '(anonymous)';
  return where ? `${name} ${where}:${callFrame.lineNumber + 1}` : name;
};
const area = ({ callFrame }) => {
  const url = callFrame.url ?? '';
  if (!url) return callFrame.functionName || '(native)';
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pnpm) return pnpm[1];
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node core';
  return url.replace(/^file:\/\//, '');
};

let busy = 0;
let idle = 0;
const bySelf = new Map();
const byArea = new Map();
const byTotal = new Map();
for (const [id, micros] of selfMicros) {
  const node = nodes.get(id);
  const name = node.callFrame.functionName;
  if (name === '(idle)') {
    idle += micros;
    continue;
  }
  busy += micros;
  const key = label(node);
  bySelf.set(key, (bySelf.get(key) ?? 0) + micros);
  const group = IDLE.has(name) ? name : area(node);
  byArea.set(group, (byArea.get(group) ?? 0) + micros);
  // Total time: every distinct function on the stack once (recursion counted once).
  const seen = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const frame = label(nodes.get(at));
    if (seen.has(frame)) continue;
    seen.add(frame);
    byTotal.set(frame, (byTotal.get(frame) ?? 0) + micros);
  }
}

const percent = (micros) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
const print = (title, map, keep = () => true) => {
  console.log(`\n${title}`);
  [...map]
    .filter(([key]) => keep(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .forEach(([key, micros]) => console.log(`${percent(micros)}  ${key}`));
};

console.log(
  `${file}: ${(busy / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle, ${kept} samples${window ? ' (the measured run only)' : ''}`,
);
print('self time by package or file', byArea);
print('self time by function', bySelf);
print(
  `total time by function${filter ? ` (files containing "${filter}")` : ''}`,
  byTotal,
  (key) => !filter || key.includes(filter),
);
