import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from './browser';

export interface LegacyApplicant {
  id: number;
  lockStatus: number;
  Hirer: { name: string };
  Progress: { seq: number };
}

/**
 * An application at the Product step: one of the demo applications at seq 3..5 if the seed has any, else one
 * made as an officer would, over the calls the wizard's first two steps use (create, then Save the Score Card).
 */
export async function openApplication(page: Page): Promise<LegacyApplicant> {
  const all = (await (await page.request.get('/api/applicant/all')).json()) as LegacyApplicant[];
  const seeded = all
    .filter((a) => a.Progress.seq >= 3 && a.Progress.seq <= 5 && a.lockStatus !== 1)
    .sort((a, b) => a.Progress.seq - b.Progress.seq)[0];
  if (seeded) return seeded;
  const hirers = (await (await page.request.get('/api/hirer/all')).json()) as { id: number; name: string }[];
  const programs = (await (await page.request.get('/api/financialProgram/all')).json()) as {
    id: number;
    name: string;
  }[];
  const hirer = hirers.find((h) => h.name === 'Kuari Bukit Beruntung Sdn Bhd') ?? hirers[0]!;
  const program = programs.find((p) => p.name === 'Heavy Equipment Financing') ?? programs[0]!;
  const created = await page.request.post('/api/applicant', {
    data: { hirerId: hirer.id, financialProgramId: program.id, purpose: 'Excavators for the Rawang quarry' },
  });
  const { id } = (await created.json()) as { id: number };
  const scored = await page.request.post('/trpc/scoreCard.update', {
    data: { json: { applicantId: id, factors: [] } },
  });
  expect(scored.status()).toBe(200);
  return { id, lockStatus: 0, Hirer: { name: hirer.name }, Progress: { seq: 3 } };
}

/** Opens wizard step `step` by its stepper button and waits for its heading and a settled screen. */
export async function openStep(page: Page, step: number, heading: string): Promise<Locator> {
  await page.getByTestId(`wizard-step-${step}`).click();
  const content = page.getByTestId('wizard-step-content');
  await content.getByRole('heading', { name: heading, exact: true }).first().waitFor();
  await settled(page);
  return content;
}
