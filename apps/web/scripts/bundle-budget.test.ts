import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetFailures,
  compressedSizes,
  SIGN_IN_MODULE,
  signInFiles,
  staticClosure,
} from './bundle-budget.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [SIGN_IN_MODULE],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_tiny.js'] },
  '_tiny.js': { file: 'assets/tiny.js', imports: ['_vendor.js'] },
  [SIGN_IN_MODULE]: {
    file: 'assets/LoginPage.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_form.js'],
  },
  '_form.js': { file: 'assets/form.js' },
  'src/features/dashboard/pages/DashboardPage.tsx': {
    file: 'assets/DashboardPage.js',
    isDynamicEntry: true,
    imports: ['_charts.js'],
  },
  '_charts.js': { file: 'assets/charts.js' },
};

describe('the sign-in route of the manifest', () => {
  it('is the entry, the sign-in chunk and their static imports, each once, without other screens', () => {
    expect(signInFiles(manifest).sort()).toEqual(
      [
        'assets/index.js',
        'assets/vendor.js',
        'assets/tiny.js',
        'assets/LoginPage.js',
        'assets/form.js',
      ].sort(),
    );
  });

  it('refuses a build whose sign-in screen is not a chunk of its own', () => {
    const { [SIGN_IN_MODULE]: _login, ...eager } = manifest;
    expect(() => signInFiles(eager)).toThrow(/not a route chunk of its own/);
  });

  it('names a missing chunk instead of measuring less', () => {
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['_gone.js'] } }, ['a'])).toThrow('_gone.js');
  });
});

describe('the budgets', () => {
  const kb = 1000;
  it('pass at the limits and fail one byte over, naming what is over', () => {
    const atLimit = {
      signIn: { gzip: BUDGETS.signInJsGzip },
      chunks: [{ file: 'assets/a.js', gzip: BUDGETS.chunkGzip }],
    };
    expect(budgetFailures(atLimit)).toEqual([]);
    const over = {
      signIn: { gzip: BUDGETS.signInJsGzip + 1 },
      chunks: [
        { file: 'assets/a.js', gzip: BUDGETS.chunkGzip + 1 },
        { file: 'assets/b.js', gzip: 10 * kb },
      ],
    };
    const failures = budgetFailures(over);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain('sign-in JavaScript');
    expect(failures[1]).toContain('assets/a.js');
  });

  it('are 170 kB for sign-in and 300 kB per chunk, gzip (issue 15)', () => {
    expect(BUDGETS).toEqual({ signInJsGzip: 170 * kb, chunkGzip: 300 * kb });
  });

  it('measure compressed sizes that are smaller than the raw size of repetitive text', () => {
    const sizes = compressedSizes(Buffer.from('const x = 1;\n'.repeat(1000)));
    expect(sizes.raw).toBe(13_000);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
    expect(sizes.brotli).toBeLessThan(sizes.raw / 10);
  });
});
