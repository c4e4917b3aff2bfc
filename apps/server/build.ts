import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './bundle.ts';

/** Bundle the server, its launcher and its command-line tools into dist/ (decision 024). */
await buildServer(path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist'));
