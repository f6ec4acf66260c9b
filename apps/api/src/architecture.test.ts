import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The dependency direction of docs/conventions.md, checked on every import of the source tree: a rule broken
 * here fails `pnpm test` with the file and the import.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

interface Import {
  file: string;
  from: string;
  typeOnly: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'";]*?\s*from\s+'([^']+)'/gm;

function importsOf(dir: string): Import[] {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)].map((match) => ({
      file,
      from: match[3] ?? '',
      typeOnly: Boolean(match[2]),
    })),
  );
}

/** `import('...')`: a lazy import ties two modules as much as a static one. */
const DYNAMIC = /\bimport\(\s*'([^']+)'\s*\)/g;

function dynamicImportsOf(dir: string): Import[] {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(DYNAMIC)].map((match) => ({
      file,
      from: match[1] ?? '',
      typeOnly: false,
    })),
  );
}

const show = (imports: Import[]) => imports.map((i) => `${i.file} imports '${i.from}'`);

/** The feature folder an import inside apps/api/src/features lands in, or null for one outside features. */
function targetFeature(file: string, from: string): string | null {
  if (!from.startsWith('.')) return null;
  const target = path.relative(
    path.join(root, 'apps/api/src/features'),
    path.resolve(root, path.dirname(file), from),
  );
  return target.startsWith('..') ? null : (target.split(path.sep)[0] ?? null);
}

describe('dependency direction (docs/conventions.md)', () => {
  it('packages/domain is pure: zod and its own modules only (tests may add their tools)', () => {
    const outside = importsOf('packages/domain/src').filter(
      (i) => !/\.test(-support)?\.ts$/.test(i.file) && !i.from.startsWith('.') && i.from !== 'zod',
    );
    expect(show(outside)).toEqual([]);
  });

  it('the web app takes only types from the API', () => {
    const runtime = importsOf('apps/web/src').filter(
      (i) => (i.from.startsWith('@sewabeli/api') || i.from.includes('apps/api')) && !i.typeOnly,
    );
    expect(show(runtime)).toEqual([]);
  });

  it("an API area never reaches into another area's repository (the audit trail's recordAudit excepted)", () => {
    const crossing = importsOf('apps/api/src/features').filter((i) => {
      const own = i.file.split('/')[4];
      const target = targetFeature(i.file, i.from);
      return (
        target !== null &&
        target !== own &&
        /\.repository$/.test(i.from) &&
        !/\.test\.ts$/.test(i.file) &&
        !i.from.endsWith('audit/audit.repository')
      );
    });
    expect(show(crossing)).toEqual([]);
  });

  it('only repositories, migrations and seeds write SQL: services and routers use repositories', () => {
    const sqlInServices = importsOf('apps/api/src/features').filter(
      (i) => /\.(service|router|rest)\.ts$/.test(i.file) && i.from === 'kysely' && !i.typeOnly,
    );
    expect(show(sqlInServices)).toEqual([]);
  });

  it('no two feature folders import each other: the later step depends on the earlier one (types count, tests do not)', () => {
    const features = 'apps/api/src/features';
    const byPair = new Map<string, Import[]>();
    for (const i of [...importsOf(features), ...dynamicImportsOf(features)]) {
      if (/\.test(-support)?\.ts$/.test(i.file)) continue;
      const own = i.file.split('/')[4] ?? '';
      const target = targetFeature(i.file, i.from);
      if (target === null || target === own) continue;
      const pair = `${own} -> ${target}`;
      byPair.set(pair, [...(byPair.get(pair) ?? []), i]);
    }
    const twoWay = [...byPair].flatMap(([pair, imports]) => {
      const [from, to] = pair.split(' -> ');
      return byPair.has(`${to} -> ${from}`) ? show(imports).map((line) => `${pair}: ${line}`) : [];
    });
    expect(twoWay).toEqual([]);
  });
});

/**
 * Issue 42: every SQL spelling of a business rule lives in packages/db/src/read-models, property-tested against
 * the domain beside its module. Outside it, apps/api holds no `.queries.ts` fragments (they slipped past the
 * repository rule above) and no SQL text carrying a rule's markers: the age buckets' day bounds, the Current
 * Payment CASE, the summary's unpaid-due-date lookups, the allocation pipeline's CTE names, the Pending Approvals
 * conditions.
 */
const RULE_MARKERS: { rule: string; pattern: RegExp }[] = [
  { rule: 'overdue age bucket bounds (overdueAgeBucketSql)', pattern: /<=\s*(30|60|90|120|150)\s+then\s+'/ },
  {
    rule: 'age bucket labels in SQL or a day table (overdueAgeBucketDays)',
    pattern: /maxDays:\s*(30|60|90|120|150)\b/,
  },
  { rule: 'Current Payment CASE (currentPaymentSql)', pattern: /then\s+'(Pending|Nothing due|Written off)'/ },
  {
    rule: 'unpaid due dates lookup (agreement-balance.ts)',
    pattern: /width_bucket\(.{0,80}unpaid_?[dD]ue_?[dD]ates/,
  },
  { rule: 'unpaid due dates lookup (agreement-balance.ts)', pattern: /summary\.unpaidDueDates/ },
  {
    rule: 'allocation pipeline CTEs (allocateLedgerCte)',
    pattern: /\b(targeted_running|targeted_moves|pool_moves|pool_running|pool_total)\s+as\s*\(/,
  },
  {
    rule: 'first unpaid due date compared (overdueMonthsSql)',
    pattern: /unpaid_due_dates\s*\[/,
  },
  {
    rule: 'pending approvals progress window (isPendingApprovalSql)',
    pattern: /seq'\s*,\s*'>=?'\s*,\s*[45]\b|\bseq\s+between\s+5\s+and\s+7\b|\bseq\s*>=\s*5\s+and\b/,
  },
  {
    rule: 'an approval position awaited (isPendingApprovalSql)',
    pattern:
      /status[1-4]'\]?\s*,\s*'(is|=)'\s*,\s*(null|1)\b|\bstatus[1-4]\s+is\s+null\b|\bstatus[1-4]\s*(=|is not distinct from)\s*1\b/,
  },
  { rule: 'arrears sum (arrearsSql)', pattern: /sum\(\s*t\.charge_amount\s*-\s*t\.paid_amount\s*\)/ },
  {
    rule: 'line totals (lineCostSql, lineLoanSql)',
    pattern: /loan_amount\s*\*\s*[\w.]*quantity|loanAmount'\)\}\s*\*/,
  },
];

describe('rule SQL lives in packages/db read-models (issue 42)', () => {
  it('no .queries.ts fragments in apps/api', () => {
    expect(sourceFiles('apps/api/src').filter((file) => /\.queries\.ts$/.test(file))).toEqual([]);
  });

  it('no rule markers in the SQL of apps/api (tests aside)', () => {
    const found = sourceFiles('apps/api/src')
      .filter((file) => !/\.test\.ts$/.test(file) && !file.endsWith('architecture.test.ts'))
      .flatMap((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        return RULE_MARKERS.filter((marker) => marker.pattern.test(text)).map(
          (marker) => `${file}: ${marker.rule}`,
        );
      });
    expect(found).toEqual([]);
  });

  it('the markers catch the spellings they name (the rule can fail)', () => {
    const spellings = [
      "when d.days <= 30 then '0-30'",
      "'0-30': { minDays: 1, maxDays: 30 },",
      "case when x then 'Pending'",
      'coalesce(width_bucket((day - 1), summary.unpaid_due_dates), 0)',
      "sql.ref('summary.unpaidDueDates')",
      'targeted_moves as (',
      'select coalesce(sum(t.charge_amount - t.paid_amount), 0)',
      '(applicant_product.loan_amount * applicant_product.quantity)',
      'and s.unpaid_due_dates[1] < $1::date',
      ".where('progress.seq', '>=', 5)",
      'where p.seq between 5 and 7',
      ".where('applicant.status2', 'is', null)",
      ".where('applicant.status1', '=', 1)",
      'and a.status3 is null and a.status2 is not distinct from 1',
    ];
    expect(spellings.map((text) => RULE_MARKERS.some((marker) => marker.pattern.test(text)))).toEqual(
      spellings.map(() => true),
    );
  });
});

/**
 * Issue 42: a source file over 400 lines or a folder over 20 files is split by purpose (docs/conventions.md). Tests
 * count as files in their folder but not against the line limit. What others were still splitting when the rule
 * came is listed with its reason; the list only shrinks.
 */
const MAX_LINES = 400;
const MAX_FILES = 20;
const LARGE_FILES_ALLOWED: Record<string, string> = {
  'packages/db/src/seed/demo-clients.ts':
    'demo data rows (the companies, people and applications), not logic',
  'packages/db/src/seed/demo-collections.ts':
    'demo data rows of the collection scenarios; split by scenario next',
  'packages/db/src/seed/demo-programs.ts': 'demo data rows (programs, tiers, factors), not logic',
  'packages/db/src/seed/large-book.ts': 'the bench book generator; split by table next',
};
const LARGE_TREES_ALLOWED: Record<string, string> = {
  'packages/db/src/migrations/': 'history: a migration and its frozen SQL are never edited (issue 42)',
};
const FULL_FOLDERS_ALLOWED: Record<string, string> = {
  'packages/db/src/migrations': 'a timestamped sequence: split by nothing but time, exempt for good',
};
const SIZED_TREES = [
  'apps/api/src',
  'apps/web/src',
  'packages/client/src',
  'packages/db/src',
  'packages/domain/src',
];
const allowedTree = (file: string) => Object.keys(LARGE_TREES_ALLOWED).some((tree) => file.startsWith(tree));

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('files and folders stay small (docs/conventions.md, issue 42)', () => {
  const files = SIZED_TREES.flatMap(filesUnder);

  it(`every non-test source file has at most ${MAX_LINES} lines`, () => {
    const long = files
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|bench)\.tsx?$/.test(file))
      .filter((file) => !(file in LARGE_FILES_ALLOWED) && !allowedTree(file))
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it(`every folder holds at most ${MAX_FILES} files`, () => {
    const perFolder = new Map<string, number>();
    for (const file of files) perFolder.set(path.dirname(file), (perFolder.get(path.dirname(file)) ?? 0) + 1);
    const full = [...perFolder]
      .filter(
        ([folder, count]) =>
          count > MAX_FILES && !(folder in FULL_FOLDERS_ALLOWED) && !allowedTree(`${folder}/`),
      )
      .map(([folder, count]) => `${folder}: ${count} files`);
    expect(full).toEqual([]);
  });

  it('the allow-lists name only what is still over the limit', () => {
    const stale = Object.keys(LARGE_FILES_ALLOWED).filter(
      (file) =>
        !files.includes(file) ||
        readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 <= MAX_LINES,
    );
    expect(stale).toEqual([]);
  });
});
