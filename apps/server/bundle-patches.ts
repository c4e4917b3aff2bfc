import fs from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * Start-up costs in bundled packages, changed as the bundle is built (decision 024). Each patch names
 * the exact text it replaces: when an upgrade changes that text, the build stops and says which patch
 * to look at again, rather than quietly shipping the slower code or a half-applied change.
 */
export type BundlePatch = {
  /** The file, as a path ending inside node_modules. */
  file: RegExp;
  why: string;
  replace: Array<[from: string, to: string]>;
};

/**
 * `const name = require(id)` as a module whose first property read loads it: the package is
 * bundled as before, but runs only when used.
 */
const onFirstUse = (name: string, id: string): [string, string] => [
  `const ${name} = require('${id}')\n`,
  `const ${name} = (() => { let loaded; return new Proxy({}, { get: (_, key) => (loaded ??= require('${id}'))[key] }) })()\n`,
];

/**
 * `declaration` (a function the module only calls, `load` being what makes it) as a function of the
 * same name that makes it on its first call: the package is bundled as before, but runs only when used.
 */
const calledOnFirstUse = (declaration: string, name: string, load: string): [string, string] => [
  declaration,
  `const ${name} = (() => { let loaded; return (...args) => (loaded ??= ${load})(...args) })()\n`,
];

/**
 * `declaration` (a `require` of a package the server never runs) as a function of the same name that
 * throws `message`: the package is left out of the bundle, and a use of it fails loudly.
 */
const leftOut = (declaration: string, name: string, message: string): [string, string] => [
  declaration,
  `const ${name} = () => { throw new Error(${JSON.stringify(message)}) }\n`,
];

export const BUNDLE_PATCHES: readonly BundlePatch[] = [
  {
    file: /[\\/]node_modules[\\/]fastify[\\/]lib[\\/]server\.js$/,
    why:
      'Fastify loads node:https and node:http2 at start for servers this one never makes (~10 ms and ~60 ' +
      'built-in modules): they load on first use instead.',
    replace: [onFirstUse('https', 'node:https'), onFirstUse('http2', 'node:http2')],
  },
  ...['openapi', 'swagger'].map((spec) => ({
    file: new RegExp(`[\\\\/]node_modules[\\\\/]@fastify[\\\\/]swagger[\\\\/]lib[\\\\/]spec[\\\\/]${spec}[\\\\/]index\\.js$`),
    why:
      'The API description loads the YAML library (72 modules) at start for its YAML form, which is only ' +
      'written when /api/docs/yaml is first asked for: it loads then.',
    replace: [onFirstUse('yaml', 'yaml')],
  })),
  {
    file: /[\\/]node_modules[\\/]fastify[\\/]lib[\\/]plugin-utils\.js$/,
    why:
      "Fastify loads all of semver (47 modules) to check plugins' version ranges with three of its " +
      'functions: it loads those three.',
    replace: [
      [
        "const semver = require('semver')\n",
        "const semver = { gt: require('semver/functions/gt'), coerce: require('semver/functions/coerce'), satisfies: require('semver/functions/satisfies') }\n",
      ],
    ],
  },
  {
    file: /[\\/]node_modules[\\/]@fastify[\\/]multipart[\\/]index\.js$/,
    why: 'The multipart parser (12 modules) is loaded at start; it loads with the first upload instead.',
    replace: [
      ["const Busboy = require('@fastify/busboy')\n", 'let Busboy\n'],
      ['    return new Busboy(options)\n', "    return new (Busboy ??= require('@fastify/busboy'))(options)\n"],
    ],
  },
  {
    file: /[\\/]node_modules[\\/]@fastify[\\/]static[\\/]index\.js$/,
    why:
      '@fastify/static loads glob (~90 kB of code) at start to make a route per file, which this server ' +
      'never asks for (console-static.ts registers it with `serve: false`): glob is left out of the ' +
      'bundle, and asking for such routes fails loudly.',
    replace: [
      leftOut(
        "const { glob } = require('glob')\n",
        'glob',
        "@fastify/static's route per file (wildcard: false) is not in this build",
      ),
    ],
  },
  {
    file: /[\\/]node_modules[\\/]fastify[\\/]lib[\\/]schema-controller\.js$/,
    why:
      "Fastify's default validator and serializer (Ajv, fast-json-stringify and their formats: ~0.8 MB, a " +
      'quarter of the bundle) are never used: every schema here is zod, compiled by the compilers app.ts ' +
      'gives. Left out of the bundle, they no longer sit in every process as source text; asking for ' +
      'them fails loudly.',
    replace: [
      leftOut(
        "const ValidatorSelector = require('@fastify/ajv-compiler')\n",
        'ValidatorSelector',
        "Fastify's default validator is not in this build: give schemaController.compilersFactory.buildValidator",
      ),
      leftOut(
        "const SerializerSelector = require('@fastify/fast-json-stringify-compiler')\n",
        'SerializerSelector',
        "Fastify's default serializer is not in this build: give schemaController.compilersFactory.buildSerializer",
      ),
    ],
  },
  {
    file: /[\\/]node_modules[\\/]@fastify[\\/]send[\\/]lib[\\/]createHttpError\.js$/,
    why:
      '@fastify/send loads http-errors at start, whose deprecation helper (depd) reads a stack trace as it ' +
      'loads (~4 ms); it is only needed when sending a file fails: it loads then.',
    replace: [calledOnFirstUse("const createError = require('http-errors')\n", 'createError', "require('http-errors')")],
  },
  {
    file: /[\\/]node_modules[\\/]json-schema-resolver[\\/]ref-resolver\.js$/,
    why:
      "The API description's $ref resolver loads the `debug` package at start (~5 ms: terminal and colour " +
      'checks) for messages shown only with DEBUG set: it loads on its first message.',
    replace: [
      calledOnFirstUse(
        "const debug = require('debug')('json-schema-resolver')\n",
        'debug',
        "require('debug')('json-schema-resolver')",
      ),
    ],
  },
  ...['classic/external', 'core/index'].map((file) => ({
    file: new RegExp(`[\\\\/]node_modules[\\\\/]zod[\\\\/]v4[\\\\/]${file.replace('/', '[\\\\/]')}\\.js$`),
    why:
      "zod's namespace carries its messages in ~50 languages (~0.3 MB, a tenth of the bundle) as " +
      '`z.locales`; the server speaks English only, which zod sets up from its own file: the others ' +
      'are left out of the bundle, and `z.locales` is not there.',
    replace: [['export * as locales from "../locales/index.js";\n', '']] as Array<[string, string]>,
  })),
  {
    file: /[\\/]node_modules[\\/]find-my-way[\\/]lib[\\/]node\.js$/,
    why:
      'find-my-way compiles a function with `new Function` for every static prefix of the route tree ' +
      '(~30 ms of compiling at start for ~400 routes, none of it in the code cache); a prefix is matched ' +
      'with String#startsWith instead, as it already does for long prefixes.',
    replace: [
      [
        `  if (prefix.length >= LONG_PREFIX_MIN_LENGTH) {
    return function matchLongPrefix (path, i) {
      return path.indexOf(prefix, i) === i
    }
  }

  const lines = []
  for (let i = 1; i < prefix.length; i++) {
    const charCode = prefix.charCodeAt(i)
    lines.push(\`path.charCodeAt(i + \${i}) === \${charCode}\`)
  }
  return new Function('path', 'i', \`'use strict'\\nreturn \${lines.join(' && ')}\`) // eslint-disable-line
`,
        `  return function matchPrefix (path, i) {
    return path.startsWith(prefix, i)
  }
`,
      ],
    ],
  },
  {
    file: /[\\/]node_modules[\\/]find-my-way[\\/]lib[\\/]handler-storage\.js$/,
    why:
      "find-my-way compiles each route's params-object maker with `new Function` (~10 ms at start); a " +
      'closure over the parameter names makes the same null-prototype object, keys in the same order.',
    replace: [
      [
        `    const fnBody = ["'use strict'"]

    // Parameter values arrive by position: the first four as arguments and
    // any further ones in the extraParams array. This mirrors how the
    // router's find() collects them without allocating an array.
    fnBody.push('const fn = function _createParamsObject (param0, param1, param2, param3, extraParams) {')

    fnBody.push('const params = new NullObject()')
    for (let i = 0; i < params.length; i++) {
      const value = i < 4 ? \`param\${i}\` : \`extraParams[\${i - 4}]\`
      fnBody.push(\`params[\${JSON.stringify(params[i])}] = \${value}\`)
    }
    fnBody.push('return params')
    fnBody.push('}')

    fnBody.push('return fn')

    return new Function('NullObject', fnBody.join('\\n'))(NullObject)  // eslint-disable-line
`,
        `    const names = params.slice()
    return function _createParamsObject (param0, param1, param2, param3, extraParams) {
      const params = new NullObject()
      for (let i = 0; i < names.length; i++) {
        params[names[i]] = i === 0 ? param0 : i === 1 ? param1 : i === 2 ? param2 : i === 3 ? param3 : extraParams[i - 4]
      }
      return params
    }
`,
      ],
    ],
  },
];

/** Apply a patch's replacements to a file's text; throws when one no longer matches exactly once. */
export function applyPatch(patch: BundlePatch, path: string, text: string): string {
  let out = text;
  for (const [from, to] of patch.replace) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0) {
      throw new Error(
        `The bundle patch for ${path} no longer applies (${patch.why}). Check the package's new code and ` +
          'change or drop the patch in apps/server/bundle-patches.ts.',
      );
    }
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

/** The esbuild plugin that applies `patches`; each must have been applied by the end of a build. */
export function bundlePatches(patches: readonly BundlePatch[] = BUNDLE_PATCHES): Plugin {
  return {
    name: 'bundle-patches',
    setup(build) {
      const applied = new Set<BundlePatch>();
      build.onStart(() => applied.clear());
      for (const patch of patches) {
        build.onLoad({ filter: patch.file }, (args) => {
          applied.add(patch);
          return { contents: applyPatch(patch, args.path, fs.readFileSync(args.path, 'utf8')), loader: 'js' };
        });
      }
      build.onEnd((result) => {
        if (result.errors.length > 0) return;
        const missed = patches.filter((p) => !applied.has(p));
        if (missed.length > 0) {
          return {
            errors: missed.map((p) => ({ text: `No bundled file matched the patch ${p.file}: ${p.why}` })),
          };
        }
        return undefined;
      });
    },
  };
}
