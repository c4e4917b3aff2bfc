import { build, type BuildResult } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_PACKAGES, serverBundle } from '../../bundle.ts';

/** Runtime dependencies a node loads only when it uses them: each costs start-up time and memory. */
const ON_DEMAND = ['@aws-sdk/client-s3', 'sanitize-html', 'nodemailer', 'qrcode', 'prom-client', 'pg', '@sentry/node'];

describe('the server bundle', () => {
  // Bundled as build.ts bundles it (not minified, to read), with the list of what went into it:
  // dependencies stay external, and a static import of one becomes a `require` at the top of
  // server.cjs, run at every start.
  let result: BuildResult<{ write: false; metafile: true }>;
  let code: string;
  beforeAll(async () => {
    result = await build({
      ...serverBundle,
      write: false,
      outdir: 'dist',
      metafile: true,
      minifyWhitespace: false,
      minifySyntax: false,
    });
    code = result.outputFiles.find((file) => file.path.endsWith('server.cjs'))!.text;
  }, 60_000);

  it('loads the AWS SDK, the HTML sanitiser, the mailer, QR codes, metrics, pg and error reporting on demand only', () => {
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
    // Error reporting's SDK in one place, when SENTRY_DSN is set.
    expect(requires('@sentry/node')).toHaveLength(1);
    // A package loaded at start does show as a plain require (the check above can fail).
    expect(requires('better-sqlite3')[0]).toMatch(/^var import_better_sqlite3 = __toESM\(require\("better-sqlite3"\)/);
  });

  it('loads the YAML library with the first YAML description, and leaves out packages the server never runs', () => {
    // The module each `require("yaml")` sits in (esbuild writes the module's path above its code).
    const yamlRequires = [...code.matchAll(/require\("yaml"\)/g)].map((m) => {
      const heading = code.lastIndexOf('\n// ', m.index);
      return {
        module: code.slice(heading + 4, code.indexOf('\n', heading + 1)),
        line: code.slice(code.lastIndexOf('\n', m.index) + 1, m.index + 20),
      };
    });
    expect(RUNTIME_PACKAGES).toContain('yaml');
    expect(yamlRequires.length).toBeGreaterThan(0);
    for (const { module, line } of yamlRequires) {
      // Either on the first property read (bundle-patches.ts), or in the description's static mode,
      // a module the server never loads (it describes its routes as they are).
      if (module.endsWith('@fastify/swagger/lib/mode/static.js')) continue;
      expect(line, module).toContain('loaded ??= require("yaml")');
    }
    // Fastify's default validator and serializer and @fastify/static's glob are left out.
    const bundled = Object.keys(result.metafile.inputs);
    for (const left of ['ajv/', 'ajv-formats/', 'fast-json-stringify/index.js', '@fastify/ajv-compiler/', 'glob/']) {
      expect(bundled.filter((file) => file.includes(`node_modules/${left}`))).toEqual([]);
    }
    expect(bundled.some((file) => file.includes('node_modules/fastify/'))).toBe(true);
    // Of zod's messages, the English ones only.
    const locales = bundled.filter((file) => file.includes('node_modules/zod/v4/locales/'));
    expect(locales.map((file) => file.slice(file.indexOf('zod/')))).toEqual(['zod/v4/locales/en.js']);
  });
});
