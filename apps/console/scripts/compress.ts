/**
 * After `vite build`: a brotli (.br) and a gzip (.gz) copy of every text asset worth compressing,
 * so the server sends them precompressed (`@fastify/static` preCompressed) at no CPU cost per
 * request. Files under 1 KB, and copies that would not be smaller, are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt']);

export function compressDist(dist: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.has(path.extname(entry.name))) continue;
      const raw = fs.readFileSync(file);
      if (raw.length < 1024) continue;
      const br = brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      const gz = gzipSync(raw, { level: 9 });
      if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      files++;
      bytes += raw.length;
      brotli += br.length;
    }
  };
  walk(dist);
  return { files, bytes, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '..', 'dist');
  const { files, bytes, brotli } = compressDist(dist);
  console.log(`compressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
}
