/**
 * The quick start of packages/client (its README walks through it): signs in, lists agreements in collection and
 * records a payment on one, safely retried. CI runs it against a started server (src/example.test.ts).
 *
 *   SEWABELI_URL=http://localhost:3000 SEWABELI_TOKEN=sbt_... pnpm --filter @sewabeli/client example
 *   (or SEWABELI_USERNAME and SEWABELI_PASSWORD instead of a token)
 */
import { apiVersion, createSewabeliClient, signIn, toSewabeliError } from '../src/index';

const url = process.env.SEWABELI_URL ?? 'http://localhost:3000';
const token =
  process.env.SEWABELI_TOKEN ??
  (await signIn(
    url,
    process.env.SEWABELI_USERNAME ?? 'collection.officer',
    process.env.SEWABELI_PASSWORD ?? '',
  ));

const versions = await apiVersion(url);
console.log(`Sewabeli at ${url}: REST ${versions.rest}, tRPC ${versions.trpc}`);

const client = createSewabeliClient({ url, token });

// Agreements in collection, ten at a time, searched and sorted on the server.
const page = await client.collection.list.query({ status: 'pending', pageSize: 10, sortBy: 'hpNo' });
console.log(`${page.total} agreements in collection; the first ${page.rows.length}:`);
for (const row of page.rows)
  console.log(
    `  ${row.hpNo ?? 'N/A'}  ${row.hirerName}  outstanding RM ${(row.outstandingBalance / 100).toFixed(2)}`,
  );

const agreement = page.rows.find((row) => row.outstandingBalance >= 100 && !row.hasPendingPayment);
if (!agreement) throw new Error('No agreement with a balance to pay');

// Amounts are in sen. The date is the day in Kuala Lumpur; never after today.
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const payment = {
  applicantProductId: agreement.id,
  amount: 100,
  paidAt: today,
  method: 'bank_transfer' as const,
  reference: `QUICKSTART-${Date.now()}`,
  idempotencyKey: `quickstart-${agreement.id}-${Date.now()}`,
};
const first = await client.collection.makePayment.mutate(payment);
console.log(`Recorded payment ${first.id} of RM 1.00 on ${agreement.hpNo ?? agreement.id}`);

// The same payment sent again (an answer lost on the way, say) records nothing new.
const again = await client.collection.makePayment.mutate(payment);
console.log(`Sent again with the same key: payment ${again.id}, replayed ${again.replayed}`);

// A refusal is typed: its code, its message, and the message of each field.
try {
  await client.collection.makePayment.mutate({ ...payment, amount: 0, idempotencyKey: undefined });
} catch (error) {
  const refusal = toSewabeliError(error);
  console.log(`Refused as expected: ${refusal.code} (${refusal.status}) ${refusal.message}`);
}
