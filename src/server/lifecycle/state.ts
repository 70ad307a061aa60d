/**
 * Where the process is in its life, for the readiness probe (docs/operations.md): once draining, GET
 * /api/ready answers 503 so load balancers stop sending new work while in-flight requests finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Called on SIGTERM/SIGINT, before the server stops accepting (shutdown.ts). */
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
