import { ConfigError, loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { verifyAuditChain } from '@/audit/audit-chain.repository.ts';

/**
 * `npm run audit:verify`: walk the audit chain of the configured database and report the first
 * entry that does not hold. Exit code 0 when the chain holds, 1 when it is broken.
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
    console.error(
      `The audit chain is broken at entry ${report.broken_at.seq}${report.broken_at.id ? ` (id ${report.broken_at.id})` : ''}: ${report.reason}. ${report.entries} entries before it hold.`,
    );
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
