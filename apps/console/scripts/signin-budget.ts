/**
 * The sign-in screen's JavaScript budget (DESIGN.md: ≤ 150 KB gzipped): the entry chunk plus the
 * sign-in screen's chunk and every chunk they import statically, measured on the built console.
 * Run after `npm run build`: `node --import tsx scripts/signin-budget.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const SIGNIN_BUDGET_BYTES = 150 * 1024;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

export function measureSigninJs(distDir: string): { bytes: number; files: string[] } {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const signinKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/signin-screen.tsx'));
  if (!entryKey || !signinKey) throw new Error('The manifest has no entry or no sign-in screen chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dependency of manifest[key]?.imports ?? []) visit(dependency);
  };
  visit(entryKey);
  visit(signinKey);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
  return { bytes, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '..', 'dist');
  const { bytes, files } = measureSigninJs(dist);
  const kb = (bytes / 1024).toFixed(1);
  console.log(`Sign-in screen JavaScript: ${kb} KB gzipped in ${files.length} files (budget ${SIGNIN_BUDGET_BYTES / 1024} KB)`);
  if (bytes > SIGNIN_BUDGET_BYTES) process.exit(1);
}
