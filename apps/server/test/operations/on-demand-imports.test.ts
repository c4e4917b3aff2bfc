import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { RUNTIME_PACKAGES, serverBundle } from '../../bundle.ts';

/** Runtime dependencies a node loads only when it uses them: each costs start-up time and memory. */
const ON_DEMAND = ['@aws-sdk/client-s3', 'sanitize-html', 'nodemailer', 'qrcode', 'prom-client', 'pg'];

describe('the server bundle', () => {
  it('loads the AWS SDK, the HTML sanitiser, the mailer, QR codes, metrics and pg on demand only', async () => {
    // Bundled as build.ts bundles it (not minified, to read): dependencies stay external, and a
    // static import of one becomes a `require` at the top of server.cjs, run at every start.
    const result = await build({ ...serverBundle, write: false, outdir: 'dist', minifyWhitespace: false, minifySyntax: false });
    const code = result.outputFiles.find((file) => file.path.endsWith('server.cjs'))!.text;
    const requires = (name: string) => code.split('\n').filter((line) => line.includes(`require("${name}")`));
    for (const name of ON_DEMAND) {
      expect(RUNTIME_PACKAGES, `${name} is a runtime dependency`).toContain(name);
      for (const line of requires(name)) expect(line, `${name} is loaded at start`).toContain('Promise.resolve().then(() =>');
    }
    // The S3 SDK is required in one place, when a node's media store is S3.
    expect(requires('@aws-sdk/client-s3')).toHaveLength(1);
    expect(requires('@aws-sdk/client-s3')[0]).toMatch(
      /await Promise\.resolve\(\)\.then\(\(\) => __toESM\(require\("@aws-sdk\/client-s3"\)/,
    );
    // A package loaded at start does show as a plain require (the check above can fail).
    expect(requires('better-sqlite3')[0]).toMatch(/^var import_better_sqlite3 = __toESM\(require\("better-sqlite3"\)/);
  });
});
