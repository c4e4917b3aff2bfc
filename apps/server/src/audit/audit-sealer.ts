import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database.ts';
import { sealAudit, type SealResult } from './audit-chain.repository.ts';

export type AuditSealer = {
  /** Seal what is committed now; concurrent callers on this node share one pass. */
  sealNow(): Promise<SealResult>;
  start(): void;
  /** Stop polling and wait for the pass in hand. */
  stop(): Promise<void>;
};

/**
 * Every node runs a sealer (decision 044): every `intervalMs` it tries to seal the audit entries
 * committed since, and leaves at once when another node's sealer holds the lock. So the entries are
 * sealed within about one interval of their commit while any node is up, and a node that dies while
 * sealing is replaced by the next node's next pass.
 */
export function createAuditSealer(deps: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs: number;
  onSealed?: (result: SealResult) => void;
}): AuditSealer {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<SealResult> | null = null;
  let stopped = false;

  function sealNow(): Promise<SealResult> {
    running ??= sealAudit(deps.db.kysely, deps.db.dialect)
      .then((result) => {
        if (result.forged > 0)
          deps.log.error(
            { forged: result.forged },
            'audit chain: entries whose signature does not hold were sealed; run the audit check',
          );
        deps.onSealed?.(result);
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopped || deps.intervalMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      void sealNow()
        .catch((err) => deps.log.warn({ err }, 'audit sealer could not seal; the next pass tries again'))
        .finally(schedule);
    }, deps.intervalMs);
    timer.unref();
  }

  return {
    sealNow,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
