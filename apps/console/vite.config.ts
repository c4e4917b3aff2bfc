import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { DEFAULT_PRODUCT_NAME } from '../../packages/contract/src/defaults.ts';
import * as resourceCatalog from '../../packages/contract/src/resources/resource-catalog.ts';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** Put the configured product name in the page title before any script runs. */
function productNameInHtml(productName: string): Plugin {
  const escaped = productName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'rc-product-name',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', escaped),
  };
}

/**
 * The route table, the menu and the desk are made from the resource definitions
 * (resource-catalog.ts), but the sign-in screen loads the route table and must not load every
 * definition and zod with it (decision 043). The build ships the catalog's data, worked out here
 * from the definitions, in place of the module that works it out; the development server and the
 * tests run the module itself.
 */
function resourceCatalogAhead(): Plugin {
  const catalog = path.resolve(import.meta.dirname, '../../packages/contract/src/resources/resource-catalog.ts');
  return {
    name: 'rc-resource-catalog-ahead',
    apply: 'build',
    load(id) {
      if (id.split('?')[0] !== catalog) return null;
      return Object.entries(resourceCatalog)
        .map(([name, value]) => {
          if (typeof value === 'function') throw new Error(`resource-catalog.ts exports a function (${name}): data only`);
          return `export const ${name} = ${JSON.stringify(value)};`;
        })
        .join('\n');
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    root: import.meta.dirname,
    plugins: [react(), productNameInHtml(env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME), resourceCatalogAhead()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: false },
        '/media': { target: API_TARGET, changeOrigin: false },
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // Building a zod schema has no side effects: unused contract schemas (and zod itself) stay out
        // of chunks that only need the contract's constants and helpers.
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          // zod is needed by forms, never to show the sign-in screen: keep it in a chunk of its own so
          // chunk merging cannot fold it into a chunk the sign-in screen loads.
          codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] },
        },
      },
    },
  };
});
