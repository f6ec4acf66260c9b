import { rssMbOf, startServer } from './server-process';

/** Issue 15: the API's resident memory under 50 concurrent sessions reading lists stays within this (MB). */
export const MEMORY_BUDGET_MB = 300;
const SESSIONS = 50;

/** The lists the sessions read, as the browser asks for them (first pages, a search, a deeper page). */
const LIST_CALLS = [
  ['hirer.list', { sortBy: 'name' }],
  ['collection.list', { status: 'pending' }],
  ['masterRecord.list', {}],
  ['application.list', { sortBy: 'createdAt', sortDir: 'desc' }],
  ['approval.log', {}],
  ['hirer.list', { search: 'jaya', searchField: 'name', page: 3 }],
] as const;

export interface MemoryResult {
  idleMb: number;
  peakMb: number;
  afterMb: number;
  requests: number;
  failures: number;
  seconds: number;
  pass: boolean;
}

/**
 * Starts the compiled server (as `pnpm start` runs it) on `databaseUrl` in its own process, signs 50 sessions in
 * and has each read lists one after the other for `seconds`, sampling the server's VmRSS every 100 ms.
 */
export async function measureMemory(databaseUrl: string, seconds: number): Promise<MemoryResult> {
  const server = await startServer(databaseUrl);
  const base = server.base;
  try {
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i++) tokens.push(await server.signIn('superadmin'));
    const idleMb = rssMbOf(server.pid) ?? 0;
    let peakMb = idleMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMbOf(server.pid) ?? 0);
    }, 100);
    let requests = 0;
    let failures = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      tokens.map(async (token, session) => {
        for (let call = session; Date.now() < until; call++) {
          const [procedure, input] = LIST_CALLS[call % LIST_CALLS.length]!;
          const payload = encodeURIComponent(JSON.stringify({ json: input }));
          const res = await fetch(`${base}/trpc/${procedure}?input=${payload}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await res.arrayBuffer();
          requests += 1;
          if (res.status !== 200) failures += 1;
        }
      }),
    );
    clearInterval(sampler);
    const afterMb = rssMbOf(server.pid) ?? 0;
    peakMb = Math.max(peakMb, afterMb);
    return {
      idleMb,
      peakMb,
      afterMb,
      requests,
      failures,
      seconds,
      pass: peakMb <= MEMORY_BUDGET_MB && failures === 0,
    };
  } finally {
    await server.stop();
  }
}

export function memoryLine(result: MemoryResult): string {
  const mb = (value: number) => value.toFixed(0);
  return (
    `| API resident memory, ${SESSIONS} sessions reading lists for ${result.seconds} s ` +
    `(${result.requests.toLocaleString('en-US')} calls, ${result.failures} failed) | <= ${MEMORY_BUDGET_MB} MB | ` +
    `idle ${mb(result.idleMb)} MB | peak ${mb(result.peakMb)} MB | ${result.pass ? 'PASS' : 'FAIL'} |`
  );
}
