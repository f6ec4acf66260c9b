import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * WCAG 2.1 A/AA checks with axe-core, run inside the page under test. The script is evaluated through the
 * DevTools protocol (page.evaluate), which the page's Content-Security-Policy does not govern: the app's CSP
 * stays as strict as in production and nothing of axe ships with it.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResultLike {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** Runs axe on the page as it is now and answers its WCAG 2.1 A/AA violations. */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  // A transition still running (an overlay fading in) would read as low contrast: wait until none runs. Endless
  // animations (a loader spinning) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    WCAG_21_AA,
  )) as AxeResultLike;
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map(
      (node) =>
        `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
    ),
  }));
}

/** Fails with a readable list when the page as it is now has any WCAG 2.1 A/AA violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await a11yViolations(page);
  if (violations.length === 0) return;
  const lines = violations.flatMap((v) => [
    `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}`,
    ...v.targets.slice(0, 8).map((t) => `    ${t}`),
    ...(v.targets.length > 8 ? [`    ... and ${v.targets.length - 8} more`] : []),
  ]);
  throw new Error(`WCAG 2.1 A/AA violations on ${where} (${page.url()}):\n${lines.join('\n')}`);
}
