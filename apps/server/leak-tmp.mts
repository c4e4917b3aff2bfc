import autocannon from 'autocannon';
import { buildApp } from './src/app.ts';
import { loadConfig } from './src/config.ts';
import { ensureFirstOwner } from './src/seed/first-start.ts';
import { BASIC, signIn } from './bench/bench-server.ts';
const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'sqlite:/tmp/rc-plan2/bench.db', UPLOADS_DIR: '/tmp/rc-plan2/uploads', PORT: '0', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench-Password-2026', SEED_DEMO: 'false' });
const app = await buildApp({ config });
await ensureFirstOwner(app.ctx);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as any).port}`;
const mem = (label: string) => { globalThis.gc!(); const m = process.memoryUsage(); console.log(label.padEnd(12), 'rss', (m.rss / 1048576).toFixed(1), 'heapUsed', (m.heapUsed / 1048576).toFixed(1), 'external', (m.external / 1048576).toFixed(1), 'arrayBuffers', (m.arrayBuffers / 1048576).toFixed(1)); };
mem('start');
const cookie = await signIn(url, 'owner@demo.test', 'Bench-Password-2026');
const headers = { authorization: BASIC, cookie, 'content-type': 'application/json' };
let u = 1;
const mode = process.argv[2] ?? 'update';
const update = { method: 'PUT' as const, setupRequest: (req: any) => { let id = u++; if (id % 97 === 0) id = u++; return { ...req, path: `/api/category/update/${id}`, body: JSON.stringify({ article_category_name: `Nama Baru ${id}`, slug: `cat-${id}`, description: 'x', icon: null, sort_order: id % 1000, active: id % 10 !== 0, version: 1 }) }; } };
const detail = { method: 'GET' as const, setupRequest: (req: any) => ({ ...req, path: `/api/category/detail/${1 + (u++ * 7919) % 99000}` }) };
for (let k = 0; k < 3; k++) {
  const r = await autocannon({ url, headers, connections: 10, duration: 4, requests: [mode === 'update' ? update : detail] });
  mem(`${mode} ${Math.round(r.requests.average)}`);
}
if (process.env.SNAP) { const v8 = await import('node:v8'); v8.writeHeapSnapshot('/tmp/rc-heap.heapsnapshot'); }
await app.close();
