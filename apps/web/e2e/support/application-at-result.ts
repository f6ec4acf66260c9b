import { MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS } from '@sewabeli/domain';
import type { APIResponse, Page } from 'playwright-core';
import { TEST_PDF } from './files';

/**
 * A new application of its own at the Result step (seq 5, unlocked), for a journey that must not take a demo
 * application another journey may have submitted first. Made over the legacy calls a client of the spec makes
 * (as `rest-lifecycle.test.ts` does), with the page's signed-in Credit Officer: create, the four mandatory
 * documents, a guarantor and a witness, every factor scored, one product line, the SRC criteria, recommendation
 * and comment, each step completed by its progress move.
 */
export async function applicationAtResult(
  page: Page,
  purpose: string,
): Promise<{ id: number; company: string }> {
  const api = page.request;
  const json = async <T>(response: Promise<APIResponse>): Promise<T> => {
    const res = await response;
    const body = (await res.json()) as T & { status?: number; msg?: string };
    if (!res.ok() || body.status === 0)
      throw new Error(`${res.url()}: ${res.status()} ${JSON.stringify(body)}`);
    return body;
  };
  const get = <T>(url: string) => json<T>(api.get(`/api${url}`));
  const send = <T>(method: 'post' | 'put', url: string, data: object) =>
    json<T>(api[method](`/api${url}`, { data }));
  const upload = (url: string, fields: Record<string, string>) =>
    json(
      api.post(`/api${url}`, {
        multipart: { ...fields, file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: TEST_PDF } },
      }),
    );

  const hirers = await get<{ id: number; name: string; remainingLoanLimit: number | null }[]>('/hirer/all');
  const hirer = [...hirers].sort((a, b) => (b.remainingLoanLimit ?? 0) - (a.remainingLoanLimit ?? 0))[0];
  // A program of the seed that no journey changes: programs.e2e creates its own program and adds factors without
  // attributes to it, and the newest program comes first in the list, so programs[0] could be one nobody can score.
  const programs =
    await get<{ id: number; name: string; percentageOnNew: number }[]>('/financialProgram/all');
  const program = programs.find((p) => p.name === 'Heavy Equipment Financing');
  if (!hirer || !program) throw new Error('the demo book has no company or program');
  const { id } = await send<{ id: number }>('post', '/applicant', {
    purpose,
    financialProgramId: program.id,
    hirerId: hirer.id,
  });
  const move = (progressId: number) => send('put', '/applicant/', { id, lockStatus: 0, progressId });

  for (const resourceId of MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS)
    await upload('/applicantDocument', { applicantId: String(id), resourceId: String(resourceId), name: '' });
  await upload('/applicantGuarantor', {
    applicantId: String(id),
    name: 'Lim Ah Beng',
    description: 'Director',
    phone: '012-3456789',
    identityNo: '800101-14-5555',
  });
  await send('post', '/applicantWitness', {
    applicantId: id,
    name: 'Siti Aminah',
    designation: 'Manager',
    identityNo: '850202-10-6666',
  });
  await send('put', '/applicant', { id, purpose, financialProgramId: program.id });
  await move(2);

  const factors = await get<{ id: number; Factor: { FactorAttributes: { id: number; score: number }[] } }[]>(
    `/applicant/factor/${id}`,
  );
  for (const factor of factors) {
    const best = [...factor.Factor.FactorAttributes].sort((a, b) => b.score - a.score)[0];
    await send('put', '/applicantFactor', {
      id: factor.id,
      applicantId: id,
      status: 1,
      score: best?.score,
      factorAttributeId: best?.id,
    });
  }
  await move(3);

  const detail = await get<{ FinancialProgramTier: { maxInterestRate: number; maxTenure: number | null } }>(
    `/applicant/details/${id}`,
  );
  const products = await get<{ id: number; brandId: number }[]>('/product/all');
  const vendors = await get<{ id: number }[]>('/vendor/all');
  const resources = await get<{ id: number; category: string }[]>('/resource/all');
  const repayment = resources.find((resource) => resource.category === 'REPAYMENT_MODE');
  const [product] = products;
  const [vendor] = vendors;
  if (!product || !vendor || !repayment) throw new Error('the demo book has no product, vendor or mode');
  const tier = detail.FinancialProgramTier;
  await send('post', '/applicantProduct', {
    applicantId: id,
    hirerId: hirer.id,
    brandId: product.brandId,
    productId: product.id,
    vendorId: vendor.id,
    cost: '100000.00',
    condition: 'New',
    quantity: 1,
    loanAmount: String(Math.min(80_000, (100_000 * program.percentageOnNew) / 100)),
    prepayment: '[0,0]',
    insuranceRate: 1.25,
    interestRate: tier.maxInterestRate,
    tenure: Math.min(2, tier.maxTenure ?? 5),
    resourceId: repayment.id,
    jpjFee: 250,
    manufactureYear: new Date().getFullYear(),
  });
  await move(4);

  for (const criterion of await get<{ id: number }[]>(`/applicant/criteria/${id}`))
    await send('put', '/applicantCriteria', { id: criterion.id, remark: 'Checked', status: 1 });
  await send('post', '/applicantRecommendation', { comment: 'Recommended', applicantId: id });
  await send('post', '/applicantComment', {
    value: 'Steady deposits',
    category: 'creditInfoComment',
    applicantId: id,
  });
  await move(5);
  return { id, company: hirer.name };
}
