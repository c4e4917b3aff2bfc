/**
 * The old space may grow to 1.6× what the last full collection kept, not V8's default of up to 4×:
 * under load the garbage of requests in flight is collected sooner, which keeps the process within
 * its memory budget at no measurable cost in throughput (npm run bench; docs/decisions/024).
 * Set before the server's code is compiled: V8 keeps a code cache only for the flags it was made with.
 */
export const V8_HEAP_FLAGS = '--heap-growing-percent=60';

/** Emitted on `process` once the server listens: the launcher then keeps the code compiled so far. */
export const SERVER_LISTENING = 'research-console:listening';
