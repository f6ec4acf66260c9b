import { readFileSync, writeFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of the profiled process's life on the monotonic clock, in µs (what `process.hrtime` reads / 1000). */
export interface ProfileWindow {
  fromUs: number;
  toUs: number;
}

/** Where a frame's code lives: an npm package, our own source, node itself, or the engine (GC, idle). */
function ownerOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'engine'})`;
  const pkg = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return 'node';
  return 'sewabeli';
}

const frameName = (frame: ProfileNode['callFrame']) => {
  const where = frame.url ? `${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'} ${where}`.trim();
};

/**
 * Self time per package, the hottest functions and the heaviest calls (time including callees) of a .cpuprofile,
 * as text (also written beside it). `window` keeps only the samples taken within it (the load, not the start).
 */
export function summariseProfile(file: string, window?: ProfileWindow): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  // Time including callees, per function (counted once per sample however deep it recurses).
  const inclusive = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    if (byId.get(id)?.callFrame.functionName === '(idle)') continue;
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const frame = byId.get(node)?.callFrame;
      if (!frame?.url || frame.url.startsWith('node:')) continue;
      const key = frameName(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    total += ms;
    const owner = ownerOf(frame.url, frame.functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const key = frameName(frame);
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  const text = [
    `busy ${(total / 1000).toFixed(1)} s, idle ${(idle / 1000).toFixed(1)} s`,
    'self time by package:',
    top(byOwner, 15),
    'hottest functions (self time):',
    top(byFunction, 25),
    'heaviest calls (time including what they call, our code and packages):',
    top(inclusive, 30),
  ].join('\n');
  writeFileSync(file.replace(/\.cpuprofile$/, '.summary.txt'), `${text}\n`);
  return text;
}
