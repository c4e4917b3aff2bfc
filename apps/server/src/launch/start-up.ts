/**
 * The old space may grow to 1.6× what the last full collection kept, not V8's default of up to 4×:
 * under load the garbage of requests in flight is collected sooner, which keeps the process within
 * its memory budget at no measurable cost in throughput (npm run bench; docs/decisions/024).
 * Set before the server's code is compiled: V8 keeps a code cache only for the flags it was made with.
 */
export const V8_HEAP_FLAGS = '--heap-growing-percent=60';

/** Emitted on `process` once the server listens: the launcher then keeps the code compiled so far. */
export const SERVER_LISTENING = 'research-console:listening';

/**
 * How `npm start` (apps/server/package.json) starts a node; the bench, the cluster check and the
 * launcher test start it the same way, and a test holds the script to these.
 * - `--max-semi-space-size=4`: V8's young generation stays at 4 MB per half, not up to 16.
 * - `MALLOC_MMAP_THRESHOLD_`: glibc maps allocations of 1 MiB and more on their own and unmaps them
 *   when freed. Left alone, glibc raises that threshold to the size of the largest mapped block once
 *   it is freed (the bundle and its code cache as read at start, a sign-in's 7 MiB password hash), and
 *   blocks under it then come from the heap, which seldom gives memory back: ~6 MiB more when idle,
 *   ~10 MiB more at peak under load (docs/decisions/024). Read by glibc at process start, so it cannot be set
 *   from here; other C libraries ignore it.
 */
export const START_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
export const START_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '1048576' };
