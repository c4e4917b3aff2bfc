import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../..');

/** Runtime dependencies a node loads only when it uses them: each costs start-up time and memory. */
const ON_DEMAND = ['@aws-sdk/client-s3', 'sanitize-html', 'nodemailer', 'qrcode', 'prom-client', 'pg'];

describe('the server bundle', () => {
  it('imports the AWS SDK, the HTML sanitiser, the mailer, QR codes, metrics and pg on demand only', async () => {
    // Bundled as build.ts bundles it: dependencies stay external, so a static import would be
    // hoisted to the top of main.mjs and loaded at every start.
    const pkg = JSON.parse(fs.readFileSync(path.join(SERVER, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const result = await build({
      entryPoints: [path.join(SERVER, 'src/main.ts')],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: Object.keys(pkg.dependencies),
      tsconfig: path.join(SERVER, 'tsconfig.json'),
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    for (const name of ON_DEMAND) {
      expect(Object.keys(pkg.dependencies), `${name} is a runtime dependency`).toContain(name);
      expect(code, `${name} is imported at start`).not.toMatch(new RegExp(`^import [^;]*from "${name}"`, 'm'));
    }
    const sdk = code.split('\n').filter((line) => line.includes('@aws-sdk'));
    expect(sdk).toHaveLength(1);
    expect(sdk[0]).toMatch(/await import\("@aws-sdk\/client-s3"\)/);
  });
});
