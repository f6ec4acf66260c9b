#!/usr/bin/env node
// `pnpm test`: every check the project has, in phases, each phase's duration printed and summed at the end.
// A phase lists steps that run side by side (the machine has two cores: only steps that leave a core idle for
// much of their time are paired). Every phase runs even after one fails, so one run shows every failure; the run
// exits with the first failure's code.
import { spawn } from 'node:child_process';

const phases = [
  [{ name: 'lint', command: 'pnpm run lint' }],
  [{ name: 'typecheck', command: 'turbo run typecheck --concurrency=2 --output-logs=errors-only' }],
  [
    { name: 'domain tests', command: 'pnpm --filter @sewabeli/domain test' },
    { name: 'web unit tests', command: 'pnpm --filter @sewabeli/web test' },
  ],
  [
    { name: 'db tests', command: 'pnpm --filter @sewabeli/db test' },
    // Starts its own API server on the embedded database and runs the client's quick start against it.
    { name: 'client tests', command: 'pnpm --filter @sewabeli/client test' },
  ],
  [{ name: 'api tests', command: 'pnpm --filter @sewabeli/api test' }],
  [{ name: 'browser tests', command: 'pnpm run test:browser' }],
];

function run(step) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      resolve({ ...step, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const timings = [];
const runStarted = performance.now();
let failure = 0;
for (const phase of phases) {
  const label = phase.map((step) => step.name).join(' + ');
  process.stdout.write(`\n=== phase: ${label}\n`);
  const phaseStarted = performance.now();
  const results = await Promise.all(phase.map(run));
  const seconds = (performance.now() - phaseStarted) / 1000;
  timings.push({ label, seconds, steps: results });
  const failed = results.find((result) => result.code !== 0);
  process.stdout.write(`=== phase ${failed ? 'FAILED' : 'done'}: ${label} in ${seconds.toFixed(0)} s\n`);
  if (failed && failure === 0) failure = failed.code;
}

process.stdout.write('\nPhase durations\n');
for (const { label, seconds, steps } of timings) {
  const detail =
    steps.length > 1 ? ` (${steps.map((s) => `${s.name} ${s.seconds.toFixed(0)} s`).join(', ')})` : '';
  process.stdout.write(`  ${label.padEnd(40)} ${seconds.toFixed(0).padStart(5)} s${detail}\n`);
}
process.stdout.write(
  `  ${'total'.padEnd(40)} ${((performance.now() - runStarted) / 1000).toFixed(0).padStart(5)} s\n`,
);
process.exit(failure);
