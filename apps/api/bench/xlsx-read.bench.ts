// Parse time of the sample workbooks the parser tests read (docs/performance.md, "Reading XLSX"):
//   pnpm --filter @sewabeli/api bench:xlsx [runs]
// Each run reads every sample as typed cells and as text cells; it prints the median, min and max of the runs.
import { performance } from 'node:perf_hooks';
import { readXlsx } from '../src/features/document-analysis/parsers/read-document';
import { SAMPLE_DOCUMENTS, toXlsx } from '../src/features/document-analysis/samples';

const runs = Number(process.argv[2] ?? 21);
const workbooks: Buffer[] = [];
for (const rows of Object.values(SAMPLE_DOCUMENTS))
  workbooks.push(await toXlsx(rows), await toXlsx(rows, false));

const readAll = async () => {
  for (const bytes of workbooks) await readXlsx(bytes);
};
for (let warmUp = 0; warmUp < 3; warmUp++) await readAll();
const times: number[] = [];
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  await readAll();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(
  `${workbooks.length} workbooks, ${runs} runs: median ${median.toFixed(1)} ms (${(median / workbooks.length).toFixed(2)} ms each), ` +
    `min ${times[0]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms; load ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
