import Database from 'better-sqlite3';
import { BENCH_START, migratedWithStaff } from './bench-staff.ts';

/**
 * A fresh SQLite database in `dir` with `count` active, verified clients (through the real
 * migrations' triggers), an owner who writes blasts (owner@demo.test) and a second owner who sends
 * them (sender@bench.test), both with BENCH_PASSWORD.
 */
export async function loadAudience(dir: string, count: number): Promise<void> {
  const file = await migratedWithStaff(dir, [
    { fullname: 'Pemilik Bench', email: 'owner@demo.test', role: 'owner' },
    { fullname: 'Pengirim Bench', email: 'sender@bench.test', role: 'owner' },
  ]);
  const native = new Database(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = OFF');
  const insert = native.prepare(
    `insert into clients (fullname, email, verified_at, status, registered_at, created_at, updated_at)
     values (?, ?, ?, 'ACTIVE', ?, ?, ?)`,
  );
  native.transaction(() => {
    for (let i = 0; i < count; i++)
      insert.run(`Klien Bench ${i}`, `klien${i}@bench.test`, BENCH_START, BENCH_START, BENCH_START, BENCH_START);
  })();
  native.pragma('optimize');
  native.close();
}
