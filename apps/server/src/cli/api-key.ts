import { ConfigError, loadConfig } from '@/config.ts';
import { systemClock } from '@/context.ts';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { AppError } from '@/http/errors.ts';
import { createApiKeyService, type ApiKeySummary } from '@/modules/api-keys/index.ts';
import { createContributorKey } from '@/modules/circle/index.ts';
import { createInstitutionKey } from '@/modules/institution/index.ts';

/**
 * `npm run api-key -- create <name> | list | revoke <id>` on the configured database, through the
 * same key service as the console's Tools → API keys screen (which also binds keys to an owner).
 */
const USAGE = `Usage:
  npm run api-key -- create <name>   create a key for posting view events; prints it once
  npm run api-key -- contributor <id> [name]
                                     create a key for a contributor's Circle submissions; prints it once
  npm run api-key -- institution <id> [name]
                                     create a key for an institution's stock selections; prints it once
  npm run api-key -- list            list keys (prefix, scopes, last use, revoked)
  npm run api-key -- revoke <id>     revoke a key; senders using it get 401 from then on`;

function row(k: ApiKeySummary): string {
  const state = k.revoked_at ? `revoked ${k.revoked_at}` : 'active';
  return `#${k.id}  ${k.prefix}…  ${k.name}  [${k.scopes.join(' ')}]  created ${k.created_at}  last used ${k.last_used_at ?? 'never'}  ${state}`;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 64;
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db.kysely, db.dialect);
    const keys = createApiKeyService({ db: db.kysely, clock: systemClock });
    switch (command) {
      case 'create': {
        const name = rest.join(' ');
        if (!name.trim()) {
          console.error('Give the key a name, e.g. npm run api-key -- create public-website');
          return 64;
        }
        const { key, summary } = await keys.create(name);
        console.log(`Created API key #${summary.id} "${summary.name}" with scope ${summary.scopes.join(' ')}.`);
        console.log(`Key (shown only now; only its hash is stored): ${key}`);
        console.log('Send it as the X-Api-Key header of POST /api/public/events.');
        return 0;
      }
      case 'contributor': {
        const id = Number(rest[0]);
        if (!Number.isInteger(id) || id <= 0) {
          console.error('Give the id of the contributor, e.g. npm run api-key -- contributor 12');
          return 64;
        }
        const { key, summary } = await createContributorKey(
          { db: db.kysely, clock: systemClock, dialect: db.dialect },
          id,
          rest.slice(1).join(' '),
        );
        console.log(`Created contributor key #${summary.id} "${summary.name}" with scope ${summary.scopes.join(' ')}.`);
        console.log(`Key (shown only now; only its hash is stored): ${key}`);
        console.log('Send it as the X-Api-Key header of POST /api/public/circle-research.');
        return 0;
      }
      case 'institution': {
        const id = Number(rest[0]);
        if (!Number.isInteger(id) || id <= 0) {
          console.error('Give the id of the institution, e.g. npm run api-key -- institution 3');
          return 64;
        }
        const { key, summary } = await createInstitutionKey({ db: db.kysely, clock: systemClock }, id, rest.slice(1).join(' '));
        console.log(`Created institution key #${summary.id} "${summary.name}" with scope ${summary.scopes.join(' ')}.`);
        console.log(`Key (shown only now; only its hash is stored): ${key}`);
        console.log('Send it as the X-Api-Key header of POST /api/public/institution-stock-placement.');
        return 0;
      }
      case 'list': {
        const all = await keys.list();
        console.log(all.length ? all.map(row).join('\n') : 'No API keys yet. Create one with: npm run api-key -- create <name>');
        return 0;
      }
      case 'revoke': {
        const id = Number(rest[0]);
        if (!Number.isInteger(id) || id <= 0) {
          console.error('Give the id of the key to revoke (see npm run api-key -- list).');
          return 64;
        }
        console.log(`Revoked: ${row(await keys.revoke(id))}`);
        return 0;
      }
      default:
        console.error(`Unknown command "${command}".\n${USAGE}`);
        return 64;
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError || err instanceof AppError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
