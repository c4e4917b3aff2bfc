import { BENCH_START, migrateWithStaff } from './bench-staff.ts';
import { rowWriter } from './bench-rows.ts';

/**
 * A fresh database at `url` (an SQLite file or PostgreSQL) with `count` active, verified clients
 * (through the real migrations' triggers), an owner who writes blasts (owner@demo.test) and a
 * second owner who sends them (sender@bench.test), both with BENCH_PASSWORD.
 */
export async function loadAudience(url: string, count: number): Promise<void> {
  await migrateWithStaff(url, [
    { fullname: 'Pemilik Bench', email: 'owner@demo.test', role: 'owner' },
    { fullname: 'Pengirim Bench', email: 'sender@bench.test', role: 'owner' },
  ]);
  const rows = rowWriter(url);
  for (let i = 0; i < count; i++)
    await rows.add('clients', {
      fullname: `Klien Bench ${i}`,
      email: `klien${i}@bench.test`,
      verified_at: BENCH_START,
      status: 'ACTIVE',
      registered_at: BENCH_START,
      created_at: BENCH_START,
      updated_at: BENCH_START,
    });
  await rows.close();
}
