import { PGlite } from '../../packages/db/node_modules/@electric-sql/pglite/dist/index.js';
import PgBoss from 'pg-boss';
const c = await PGlite.create();
const db = { executeSql: async (text, values) => {
  if (!values || values.length === 0) { const rs = await c.exec(text); return rs[rs.length-1] ?? { rows: [] }; }
  return c.query(text, values);
} };
const boss = new PgBoss({ db, schema: 'pgboss', supervise: true, schedule: true, migrate: true });
boss.on('error', e => console.log('boss error', e.message));
let t = Date.now();
await boss.start(); console.log('started', Date.now()-t);
await boss.createQueue('q.dead');
await boss.createQueue('q', { retryLimit: 2, retryDelay: 0, retryBackoff: true, deadLetter: 'q.dead' });
const id = await boss.send('q', { a: 1 }); console.log('sent', id);
for (let i = 0; i < 3; i++) {
  const [job] = await boss.fetch('q', { includeMetadata: true });
  console.log('fetched', job?.id, job?.retryCount, job?.retryLimit);
  if (job) { await boss.fail('q', job.id, { message: 'boom' }); console.log((await c.query("select state, retry_count, retry_delay, retry_backoff, start_after, now() from pgboss.job where name='q'")).rows); }
}
const [dead] = await boss.fetch('q.dead', { includeMetadata: true }); console.log('dead', dead?.data, dead?.output);
await boss.schedule('q', '0 3 * * *', { nightly: true }); console.log(await boss.getSchedules());
await boss.stop({ graceful: false }); await c.close(); console.log('done');
