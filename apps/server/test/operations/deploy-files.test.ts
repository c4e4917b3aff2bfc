import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, REPO_ROOT } from '@/config.ts';
import { START_ENV, START_NODE_FLAGS } from '@/launch/start-up.ts';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, 'deploy', file), 'utf8');

describe('the files in deploy/', () => {
  it('env.example names every variable the server reads, and no other', () => {
    const named = [...read('env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect([...new Set(named)].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('the systemd unit starts a node as `npm start` does, and does not restart one whose configuration is wrong', () => {
    const unit = read('systemd/research-console.service');
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/node ${START_NODE_FLAGS.join(' ')} apps/server/dist/main\\.mjs$`, 'm'));
    for (const [name, value] of Object.entries(START_ENV)) expect(unit).toContain(`\nEnvironment=${name}=${value}\n`);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/research-console\/env$/m);
    expect(unit).toMatch(/^RestartPreventExitStatus=78$/m);
  });

  it('the backup service runs the bundled backup with the node’s environment, daily from its timer', () => {
    const service = read('systemd/research-console-backup.service');
    expect(service).toMatch(
      /^ExecStart=.*\/usr\/bin\/node apps\/server\/dist\/backup\.mjs --to \/var\/backups\/research-console\//m,
    );
    expect(service).toMatch(/^EnvironmentFile=\/etc\/research-console\/env$/m);
    expect(service).toMatch(/^UMask=0077$/m);
    expect(read('systemd/research-console-backup.timer')).toMatch(/^OnCalendar=\*-\*-\* 02:00:00$/m);
  });

  it('the nginx template names at its top every value it needs, so rendering it as shown leaves none out', () => {
    const template = read('nginx/research-console.conf.template');
    const used = new Set([...template.matchAll(/^[^#\n]*\$\{([A-Z_]+)\}/gm)].map((m) => m[1]!));
    const envsubst = /envsubst '([^']+)'/.exec(template)![1]!;
    const listed = new Set([...envsubst.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]!));
    expect([...listed].sort()).toEqual([...used].sort());
    expect(used).toContain('TLS_CERTIFICATE');
    expect(template).toMatch(/add_header Strict-Transport-Security "max-age=\d+; includeSubDomains" always;/);
  });
});
