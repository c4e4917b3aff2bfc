import { ConfigError, loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { verifyAuditChain } from '@/audit/audit-chain-verify.repository.ts';

/**
 * `npm run audit:verify`: read every entry of the configured database's audit chain and report
 * each problem with where it is. Exit code 0 when the chain holds, 1 when it is broken.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db.kysely, db.dialect);
    const report = await verifyAuditChain(db.kysely);
    if (report.ok) {
      console.log(`The audit chain holds: ${report.entries} entries, last hash ${report.last_hash}.`);
      return 0;
    }
    const at = report.broken_at!;
    console.error(
      `The audit chain is broken at entry ${at.seq}${at.id ? ` (id ${at.id})` : ''}: ${report.reason}. ${report.entries} entries before it hold; ${report.problems_total} problem${report.problems_total === 1 ? '' : 's'} in all:`,
    );
    for (const problem of report.problems) console.error(`  ${problem.kind}: ${problem.message}`);
    if (report.problems_total > report.problems.length)
      console.error(`  … and ${report.problems_total - report.problems.length} more.`);
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
