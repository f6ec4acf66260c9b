/**
 * Issue 29, "every action under a second": the twelve commonest interactions timed in Chromium from the click to
 * the settled screen (the element that proves the new content is there, and no query, mutation or route load in
 * flight: the navigation progress bar's data-active), on the demo book in a new PostgreSQL database that the
 * compiled server migrates and seeds at its start as `pnpm start` does. Prints p50, p95 and max of each against
 * the budget (p95 <= 1,000 ms), a GET /healthz baseline and the load average of the same run; exits non-zero on a
 * miss (BENCH_REPORT_ONLY=1 reports without failing). The database is dropped at the end.
 *
 *   pnpm bench:web                               # builds the web app, then this
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres pnpm bench:web   # another server (default 127.0.0.1)
 *   BENCH_WEB_RUNS=10 pnpm bench:web             # timed repetitions of each interaction (default 7)
 *   BENCH_WEB_ONLY=SRC,approve pnpm bench:web    # only the interactions whose label holds one of the words
 *   BENCH_WEB_PROFILE=1 ...                      # a CPU profile of each interaction's last run in artifacts/
 *
 * Under the table it prints, per interaction's last run, where the page's main thread spent the time (Chromium's
 * own counters: script, style, layout, other tasks), to tell a slow server from a slow screen.
 *
 * The server's log (every request with its responseTime) is kept in artifacts/bench-web-server.log.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { adminQuery } from '@sewabeli/db/testing';
import { type Browser, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { startFlags } from '../../api/bench/support';
import {
  apiDir,
  artifactsDir,
  CHROMIUM_ARGS,
  checkBrowserPrerequisites,
  chromiumPath,
  startServer,
} from '../e2e/support/server';

const BUDGET_MS = 1_000;
const RUNS = Math.max(3, Number(process.env.BENCH_WEB_RUNS ?? 7));
const PASSWORD = 'Demo@1234';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `sewabeli_benchweb_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const ONLY = (process.env.BENCH_WEB_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const wanted = (interaction: string) =>
  ONLY.length === 0 || ONLY.some((word) => interaction.toLowerCase().includes(word));

// ---- timing ----------------------------------------------------------------------------------------------------

/**
 * Resolves once no query, mutation or route load is in flight (after two frames, so a fetch just begun shows), and
 * notes in the page when the screen settled (`__benchEnd`, the page's clock): the last change to the page before
 * this moment (see armClock), i.e. the frame in which the new content and the idle progress bar were there. Seen
 * from here, the moment itself lags by the test's polling of the proof (Playwright retries a locator after 100 and
 * then 500 ms), which is the tool's time, not the screen's.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="navigation-progress"][data-active]')) return false;
      const clock = window as unknown as { __benchEnd?: number; __benchLastChange?: number };
      clock.__benchEnd ??= clock.__benchLastChange ?? performance.now();
      return true;
    },
    undefined,
    { timeout: 60_000 },
  );
}

/**
 * Arms the page's clock: the first click, key or input from now on is the interaction's start (`__benchStart`, the
 * event's own time stamp). Playwright's checks before it clicks (scrolling into view, waiting for the element to
 * stand still, the hit test) and its round trips to the browser are the tool's time, not the screen's.
 */
async function armClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const clock = window as unknown as {
      __benchStart?: number;
      __benchEnd?: number;
      __benchLastChange?: number;
      __benchArmed?: boolean;
    };
    clock.__benchStart = undefined;
    clock.__benchEnd = undefined;
    clock.__benchLastChange = undefined;
    if (clock.__benchArmed) return;
    clock.__benchArmed = true;
    // Every change to the page after the interaction began (nodes, attributes, text): the last one before the
    // screen is seen settled is when it settled.
    new MutationObserver(() => {
      if (clock.__benchStart !== undefined) clock.__benchLastChange = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    // Inline listeners: the bench runs through tsx, whose names for named functions do not exist in the page.
    for (const type of ['click', 'keydown', 'input'])
      window.addEventListener(
        type,
        (event) => {
          clock.__benchStart ??= event.timeStamp;
        },
        { capture: true },
      );
  });
}

/** The interaction's milliseconds on the page's clock, if the page that was clicked is still the page shown. */
async function pageClock(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const clock = window as unknown as { __benchStart?: number; __benchEnd?: number };
    return clock.__benchStart !== undefined && clock.__benchEnd !== undefined
      ? clock.__benchEnd - clock.__benchStart
      : undefined;
  });
}

/** A request made during a timed interaction: what it asked for, when it left and came back (ms after the click). */
interface Traced {
  what: string;
  start: number;
  end: number;
}
/** One timed interaction: its milliseconds, its requests and its main thread's time by kind (ms). */
interface Timed {
  ms: number;
  trace: Traced[];
  thread?: MainThread;
}

/** Chromium's counters of the page's main thread (CDP Performance.getMetrics), in ms. */
type MainThread = Record<'script' | 'style' | 'layout' | 'task', number>;
const THREAD_METRICS = {
  script: 'ScriptDuration',
  style: 'RecalcStyleDuration',
  layout: 'LayoutDuration',
  task: 'TaskDuration',
} as const;

const PROFILE = ['1', 'true'].includes(process.env.BENCH_WEB_PROFILE ?? '');
/** The labels the next timed runs belong to, in turn (a flow times its interactions one after another). */
let profiling: string[] = [];
let profiled = 0;

/** Starts Chromium's counters (and with BENCH_WEB_PROFILE its CPU profiler); the answer stops and reads them. */
async function threadCounters(page: Page): Promise<() => Promise<MainThread>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  if (PROFILE) {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
  }
  const read = async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return Object.fromEntries(
      Object.entries(THREAD_METRICS).map(([kind, name]) => [kind, value(name)]),
    ) as MainThread;
  };
  const before = await read();
  return async () => {
    const after = await read();
    if (PROFILE) {
      const { profile } = await session.send('Profiler.stop');
      const label = profiling[profiled++ % Math.max(1, profiling.length)] ?? 'interaction';
      const name = label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      writeFileSync(path.join(artifactsDir, `profile-${name}.cpuprofile`), JSON.stringify(profile));
    }
    await session.detach();
    return Object.fromEntries(
      Object.keys(THREAD_METRICS).map((kind) => [
        kind,
        after[kind as keyof MainThread] - before[kind as keyof MainThread],
      ]),
    ) as MainThread;
  };
}

function requestName(url: string): string {
  const { pathname } = new URL(url);
  return pathname.startsWith('/trpc/') ? decodeURIComponent(pathname.slice(6)) : pathname;
}

/**
 * Milliseconds from the click (or key) of `act` until `proof` holds and the screen has settled, on the page's clock
 * (see armClock); on the test's clock where the page was replaced.
 */
async function timed(page: Page, act: () => Promise<unknown>, proof: () => Promise<unknown>): Promise<Timed> {
  await armClock(page);
  const thread = await threadCounters(page);
  const trace: Traced[] = [];
  const open = new Map<Request, Traced>();
  const start = performance.now();
  const onRequest = (request: Request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'script') return;
    const entry = { what: requestName(request.url()), start: performance.now() - start, end: Number.NaN };
    open.set(request, entry);
    trace.push(entry);
  };
  const onDone = (request: Request) => {
    const entry = open.get(request);
    if (entry) entry.end = performance.now() - start;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await act();
    await proof();
    await settled(page);
    const ms = performance.now() - start;
    return { ms: (await pageClock(page)) ?? ms, trace, thread: await thread().catch(() => undefined) };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

interface Row {
  interaction: string;
  times: number[];
  error?: string;
  /** The requests of its last timed run, in the order they left. */
  trace?: Traced[];
  /** Its last timed run's main thread. */
  thread?: MainThread;
}
const rows: Row[] = [];

function report(row: Row): void {
  const sorted = [...row.times].sort((a, b) => a - b);
  console.log(
    `  ${row.interaction.padEnd(52)} ${sorted.map((t) => t.toFixed(0)).join(' ')}${row.error ? `  ERROR ${row.error}` : ''}`,
  );
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** Runs `once(i)` (untimed preparation, then one timed interaction answering its ms) `runs` times. */
async function measure(interaction: string, runs: number, once: (i: number) => Promise<Timed>) {
  if (!wanted(interaction)) return;
  profiling = [interaction];
  profiled = 0;
  const row: Row = { interaction, times: [] };
  rows.push(row);
  try {
    for (let i = 0; i < runs; i += 1) {
      const { ms, trace, thread } = await once(i);
      row.times.push(ms);
      row.trace = trace;
      row.thread = thread;
    }
  } catch (error) {
    row.error = firstLine(error);
  }
  report(row);
}

/** Interactions timed together in one flow (the wizard's steps in turn): `flow` answers each one's times. */
async function measureFlow(interactions: string[], flow: () => Promise<Timed[][]>) {
  if (!interactions.some(wanted)) return;
  profiling = interactions;
  profiled = 0;
  const flowRows: Row[] = interactions.map((interaction) => ({ interaction, times: [] }));
  rows.push(...flowRows);
  try {
    const times = await flow();
    for (const [index, row] of flowRows.entries()) {
      row.times.push(...(times[index] ?? []).map((t) => t.ms));
      row.trace = times[index]?.at(-1)?.trace;
      row.thread = times[index]?.at(-1)?.thread;
    }
  } catch (error) {
    for (const row of flowRows) row.error = firstLine(error);
  }
  flowRows.forEach(report);
}

const percentile = (sorted: number[], p: number) => sorted[Math.ceil(sorted.length * p) - 1] ?? Number.NaN;

function table(): { text: string; missed: number } {
  let missed = 0;
  const lines = [
    '| interaction | n | p50 ms | p95 ms | max ms | budget p95 ms | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const sorted = [...row.times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 0.95);
      const ok = !row.error && sorted.length > 0 && p95 <= BUDGET_MS;
      if (!ok) missed += 1;
      const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(0));
      return `| ${row.interaction} | ${sorted.length} | ${ms(percentile(sorted, 0.5))} | ${ms(p95)} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${BUDGET_MS} | ${ok ? 'ok' : 'MISS'} |`;
    }),
  ];
  return { text: lines.join('\n'), missed };
}

/** Each interaction's requests in its last run: when each left and came back, ms after the click. */
function waterfalls(): string {
  return rows
    .filter((row) => row.trace)
    .map((row) => {
      const requests = (row.trace ?? []).map(
        (t) => `    ${t.start.toFixed(0).padStart(6)} -> ${t.end.toFixed(0).padStart(6)}  ${t.what}`,
      );
      return [`  ${row.interaction} (${requests.length} requests)`, ...requests].join('\n');
    })
    .join('\n');
}

/** Each interaction's last run: the page's main thread by kind, ms (the rest of its time is waiting). */
function mainThreads(): string {
  return rows
    .filter((row) => row.thread)
    .map((row) => {
      const t = row.thread as MainThread;
      const other = Math.max(0, t.task - t.script - t.style - t.layout);
      const ms = (value: number) => value.toFixed(0).padStart(5);
      return `  ${row.interaction.padEnd(52)} script ${ms(t.script)}  style ${ms(t.style)}  layout ${ms(t.layout)}  other ${ms(other)}  busy ${ms(t.task)}  of ${(row.times.at(-1) ?? 0).toFixed(0)}`;
    })
    .join('\n');
}

async function healthzBaseline(baseUrl: string): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/healthz`);
    await response.text();
    if (i > 0) times.push(performance.now() - start);
  }
  const sorted = times.sort((a, b) => a - b);
  return `GET /healthz (20 calls): p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
}

// ---- screens ----------------------------------------------------------------------------------------------------

async function newPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return page;
}

async function fillLogin(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
}

const dashboardShown = (page: Page) =>
  page.waitForFunction(() =>
    (document.querySelector('[data-testid="total-loan-value"]')?.textContent ?? '').startsWith('RM'),
  );

async function signedIn(browser: Browser, baseUrl: string, username: string): Promise<Page> {
  const page = await newPage(browser, baseUrl);
  await fillLogin(page, username);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard/default');
  await settled(page);
  return page;
}

async function visit(page: Page, url: string, proof: Locator): Promise<void> {
  await page.goto(url);
  await proof.first().waitFor();
  await settled(page);
}

/** A tRPC query from the page, with its session: what a screen would read. */
function trpcQuery<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ procedure, input }) => {
      const query = encodeURIComponent(JSON.stringify({ json: input }));
      const response = await fetch(`/trpc/${procedure}?input=${query}`, { credentials: 'include' });
      const body = await response.json();
      return body.result.data.json;
    },
    { procedure, input },
  ) as Promise<T>;
}

interface LegacyApplicant {
  id: number;
  lockStatus: number;
  Progress: { seq: number };
}

const stepContent = (page: Page) => page.getByTestId('wizard-step-content');
const stepHeading = (page: Page, name: string) =>
  stepContent(page).getByRole('heading', { name, exact: true }).first().waitFor();

/** The wizard's Save or Next of each step, on a demo application at the Result step, not yet submitted. */
async function wizardSteps(browser: Browser, baseUrl: string) {
  const page = await signedIn(browser, baseUrl, 'credit.officer');
  const all = await page.evaluate(async () => (await fetch('/api/applicant/all')).json() as Promise<unknown>);
  const ready = (all as LegacyApplicant[]).find((row) => row.Progress.seq === 5 && row.lockStatus === 0);
  if (!ready) throw new Error('The demo book holds no unsubmitted application at the Result step');
  const save = (name: string) => () => stepContent(page).getByRole('button', { name, exact: true }).click();
  const times: [Timed[], Timed[], Timed[], Timed[]] = [[], [], [], []];
  for (let i = 0; i < RUNS; i += 1) {
    await visit(page, `/application/pending/${ready.id}`, stepContent(page).getByRole('heading'));
    await page.getByTestId('wizard-step-1').click();
    await stepContent(page).getByRole('button', { name: 'Save', exact: true }).waitFor();
    await settled(page);
    times[0].push(await timed(page, save('Save'), () => stepHeading(page, 'Score Card')));
    times[1].push(await timed(page, save('Save'), () => stepHeading(page, 'Financial Program')));
    times[2].push(await timed(page, save('Save & Next'), () => stepHeading(page, 'SRC Report')));
    times[3].push(await timed(page, save('Save'), () => stepHeading(page, 'Result')));
  }
  await page.context().close();
  return times;
}

interface ApprovalState {
  positions: { position: number; status: 0 | 1 | null }[];
  actions: { decide: number | null };
}

const APPROVERS = ['credit.officer', 'head.operation', 'my.director', 'cn.director'] as const;

/** Each approver in turn approves every case waiting for them; the fourth moves the case on to Agreements. */
async function approvals(browser: Browser, baseUrl: string): Promise<Timed[]> {
  const times: Timed[] = [];
  const first = await signedIn(browser, baseUrl, 'superadmin');
  const all = (await first.evaluate(async () =>
    (await fetch('/api/applicant/all')).json(),
  )) as LegacyApplicant[];
  const submitted = all.filter((row) => row.Progress.seq === 6).map((row) => row.id);
  await first.context().close();
  for (const [index, username] of APPROVERS.entries()) {
    const position = index + 1;
    const page = await signedIn(browser, baseUrl, username);
    for (const id of submitted) {
      const state = await trpcQuery<ApprovalState>(page, 'approval.byId', { id });
      if (state.actions.decide !== position) continue;
      await visit(page, `/application/pending/${id}`, page.getByRole('table', { name: 'Approvers' }));
      await page.getByTestId(`approver-${position}`).getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve' });
      await dialog.getByRole('textbox', { name: 'Comment' }).fill(`Bench approval by position ${position}`);
      times.push(
        await timed(
          page,
          () => dialog.getByRole('button', { name: 'Approve' }).click(),
          () =>
            position < 4
              ? page.getByTestId(`approver-${position}`).getByText('Approved', { exact: true }).waitFor()
              : stepHeading(page, 'Agreements'),
        ),
      );
    }
    await page.context().close();
  }
  return times;
}

async function pinMenu(page: Page): Promise<void> {
  if ((await page.getByTestId('side-menu').getAttribute('data-pinned')) === null)
    await page.getByTestId('sidebar-toggle').click();
  await page.locator('[data-testid="side-menu"][data-pinned]').waitFor();
}

/** Distinct texts of a column of the table on screen (1-based column). */
const columnTexts = (page: Page, column: number) =>
  page.evaluate(
    (n) => [
      ...new Set(
        [...document.querySelectorAll(`table tbody tr td:nth-child(${n})`)].map((td) =>
          (td.textContent ?? '').trim(),
        ),
      ),
    ],
    column,
  );

async function run(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    // A first visit loads the web build into the browser's cache as a returning user has it.
    await (await signedIn(browser, baseUrl, 'credit.officer')).context().close();

    await measure('sign-in to dashboard', RUNS, async () => {
      const page = await newPage(browser, baseUrl);
      await fillLogin(page, 'credit.officer');
      // A person takes seconds to type a username and password; the screen uses them to load what signing in shows
      // (app/preload-signed-in.ts). The click comes once the network has been quiet for half a second.
      await page.waitForLoadState('networkidle');
      const result = await timed(
        page,
        () => page.getByRole('button', { name: 'Sign In' }).click(),
        () => dashboardShown(page),
      );
      await page.context().close();
      return result;
    });

    await measureFlow(
      [
        'Basic Information Save (to Score Card)',
        'Score Card Save (to Product)',
        'Product Save & Next (to SRC Report)',
        'SRC Report Save (to Result)',
      ],
      () => wizardSteps(browser, baseUrl),
    );
    await measureFlow(['approve (Approval step refreshed)'], async () => [await approvals(browser, baseUrl)]);

    let officer: Page | undefined;
    await measure('open Master List (collection officer, first load)', RUNS, async () => {
      await officer?.context().close();
      officer = await signedIn(browser, baseUrl, 'collection.officer');
      const page = officer;
      await pinMenu(page);
      return timed(
        page,
        () =>
          page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('region', { name: 'Finance' })
            .getByRole('link', { name: 'Master List', exact: true })
            .click(),
        () => page.locator('table tbody tr td').first().waitFor(),
      );
    });

    const master = officer ?? (await signedIn(browser, baseUrl, 'collection.officer'));
    await visit(master, '/application/master', master.locator('table tbody tr td'));
    const brands = (await columnTexts(master, 3)).filter(Boolean);
    await measure('Master List filter (Brand)', RUNS, async (i) => {
      const brand = brands[i % brands.length] ?? 'Komatsu';
      await visit(master, '/application/master', master.locator('table tbody tr td'));
      const card = master.locator('main');
      await card.getByRole('combobox', { name: 'Search in', exact: true }).click();
      await master.getByRole('option', { name: 'Brand', exact: true }).click();
      await master.getByRole('textbox', { name: 'Search' }).fill(brand);
      return timed(
        master,
        () => master.getByRole('button', { name: 'Filter', exact: true }).click(),
        async () => {
          await master.getByRole('button', { name: `Remove filter Brand: ${brand}` }).waitFor();
          await master.waitForFunction((b) => {
            const cells = [...document.querySelectorAll('table tbody tr td:nth-child(3)')];
            return cells.length > 0 && cells.every((td) => td.textContent === b);
          }, brand);
        },
      );
    });

    const collections = master;
    const listProof = collections.getByRole('cell', { name: /^SB\/HP\// });
    await visit(collections, '/application/collection/list/all', listProof);
    const hpNos = (await listProof.allInnerTexts()).map((text) => text.trim());
    await measure('open collection profile (from the list)', RUNS, async (i) => {
      const hpNo = hpNos[i % hpNos.length] ?? '';
      await visit(collections, '/application/collection/list/all', listProof);
      return timed(
        collections,
        () => collections.getByRole('cell', { name: hpNo, exact: true }).click(),
        () => collections.getByTestId('collection-hp-no').filter({ hasText: hpNo }).waitFor(),
      );
    });

    await visit(
      collections,
      '/application/collection/list/all',
      collections.getByRole('cell', { name: /^SB\/HP\// }),
    );
    await collections.getByRole('textbox', { name: 'Search' }).fill('SB/HP/2026/0014');
    await collections.getByRole('cell', { name: 'SB/HP/2026/0014', exact: true }).click();
    await collections.getByTestId('collection-hp-no').filter({ hasText: 'SB/HP/2026/0014' }).waitFor();
    await settled(collections);
    const records = collections.getByTestId('transaction-records').locator('tbody tr');
    await measure('Make Payment (Submit to the refreshed profile)', RUNS, async (i) => {
      const before = await records.count();
      await collections.getByRole('button', { name: 'Make Payment' }).click();
      const modal = collections.getByRole('dialog', { name: 'Make Payment' });
      await modal.getByRole('textbox', { name: 'Amount (RM)' }).fill('10.00');
      await modal.getByRole('combobox', { name: 'Payment method', exact: true }).click();
      await collections.getByRole('option', { name: 'Bank transfer', exact: true }).click();
      await modal.getByRole('textbox', { name: /^Reference/ }).fill(`FT-BENCH-${i}`);
      return timed(
        collections,
        () => modal.getByRole('button', { name: 'Submit' }).click(),
        async () => {
          await modal.waitFor({ state: 'detached' });
          await collections.waitForFunction(
            (count) =>
              document.querySelectorAll('[data-testid="transaction-records"] tbody tr').length === count,
            before + 1,
          );
        },
      );
    });

    const thisYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
    await measure('Collection Overview range change (a past year)', RUNS, async (i) => {
      const year = thisYear - 1 - (i % 4);
      await visit(
        collections,
        '/application/collection/overview',
        collections.getByText(/^As of \d{2}-\d{2}-\d{4}$/),
      );
      await collections.getByRole('combobox', { name: 'Year' }).click();
      return timed(
        collections,
        () => collections.getByRole('option', { name: String(year), exact: true }).click(),
        () => collections.getByText(`As of 31-12-${year}`, { exact: true }).waitFor(),
      );
    });

    const terms = [
      'teguh',
      'logistik',
      'jentera',
      'tegas',
      'sinar',
      'kuari',
      'ladang',
      'binaan',
      'bumi',
      'utara',
    ];
    await measure('spotlight query (typed term to hits)', RUNS, async (i) => {
      const term = terms[i % terms.length] ?? 'teguh';
      await visit(collections, '/dashboard/default', collections.getByRole('heading', { name: 'Dashboard' }));
      await collections.keyboard.press('Control+K');
      const box = collections.getByRole('textbox', { name: 'Search companies, applications and agreements' });
      await box.waitFor();
      return timed(
        collections,
        () => box.fill(term),
        () =>
          collections
            .getByTestId(/^spotlight-(company|agreement|application)-\d+$/)
            .first()
            .waitFor(),
      );
    });
    await collections.context().close();
  } finally {
    await browser.close();
  }
}

// ---- the run ----------------------------------------------------------------------------------------------------

checkBrowserPrerequisites();
mkdirSync(artifactsDir, { recursive: true });
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
await adminQuery(serverUrl, `create database ${dbName}`);
let failed = true;
try {
  const started = performance.now();
  const server = await startServer({
    command: [...startFlags(), path.join(apiDir, 'dist/server.mjs')],
    env: { DATABASE_URL: databaseUrl, DEMO_USERS: '1', LOG_LEVEL: 'info' },
    logName: 'bench-web-server.log',
    keepLog: true,
    // Migrating and seeding the demo book on PostgreSQL took 54 s at a load average of 29.
    healthTimeoutMs: 600_000,
  });
  console.log(
    `Demo book migrated and seeded on PostgreSQL (${dbName}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  try {
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();
    const healthBefore = await healthzBaseline(server.baseUrl);
    await run(server.baseUrl);
    const healthAfter = await healthzBaseline(server.baseUrl);
    const loadAfter = readFileSync('/proc/loadavg', 'utf8').trim();
    const { text, missed } = table();
    console.log(`\nChromium on the demo book, PostgreSQL, ${new Date().toISOString()}\n\n${text}\n`);
    console.log(`${rows.length - missed} of ${rows.length} interactions within budget.`);
    console.log(`\nRequests of each interaction's last run (ms after the click):\n${waterfalls()}\n`);
    console.log(`Main thread of each interaction's last run (ms, Chromium's counters):\n${mainThreads()}\n`);
    console.log(`Baseline: ${healthBefore} before, ${healthAfter} after.`);
    console.log(`Load average (/proc/loadavg): ${loadBefore} before, ${loadAfter} after.`);
    failed = missed > 0;
  } finally {
    await server.stop();
  }
} finally {
  await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
}
if (failed && !['1', 'true'].includes(process.env.BENCH_REPORT_ONLY ?? '')) process.exitCode = 1;
