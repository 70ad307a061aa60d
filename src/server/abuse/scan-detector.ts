import type { Deps } from '../deps';

export const SCAN_THRESHOLD = 20;
export const SCAN_WINDOW_MS = 5 * 60_000;
const MAX_IPS = 10_000;

/**
 * Scanning for missing paths: more than SCAN_THRESHOLD 404 answers to one IP within
 * SCAN_WINDOW_MS. Every 404 past the threshold is counted into the open event (deps.abuse writes a
 * flood of them together). Per IP only the last SCAN_THRESHOLD + 1 times are kept: that is all the test
 * needs, and a scanner's thousands of 404s cost no more each than the first.
 */
export function createScanDetector(deps: Pick<Deps, 'clock' | 'abuse'>) {
  const seen = new Map<string, number[]>();

  return function onNotFound(ip: string, path: string): void {
    const now = deps.clock.now().getTime();
    const recent = (seen.get(ip) ?? []).filter((t) => t > now - SCAN_WINDOW_MS);
    recent.push(now);
    if (recent.length > SCAN_THRESHOLD + 1) recent.shift();
    if (!seen.has(ip) && seen.size >= MAX_IPS) seen.clear();
    seen.set(ip, recent);
    if (recent.length <= SCAN_THRESHOLD) return;
    deps.abuse.record({
      eventType: 'path_scanning',
      severity: 'medium',
      ipAddress: ip,
      endpoint: path.slice(0, 300),
      timeWindow: `${SCAN_WINDOW_MS / 60_000} min`,
      windowMs: SCAN_WINDOW_MS,
      description: `More than ${SCAN_THRESHOLD} requests for missing paths from one IP`,
      metadata: { notFoundInWindow: recent.length },
    });
  };
}

/**
 * One request for a scanner-only path (/wp-admin, /phpmyadmin, /actuator/health ...; the caller matched
 * it with isScannerProbe) is an event at once.
 */
export function recordScannerProbe(deps: Pick<Deps, 'abuse'>, ip: string, path: string): void {
  deps.abuse.record({
    eventType: 'scanner_probe',
    severity: 'medium',
    ipAddress: ip,
    endpoint: path.slice(0, 300),
    timeWindow: `${SCAN_WINDOW_MS / 60_000} min`,
    windowMs: SCAN_WINDOW_MS,
    description: 'Request for a path only vulnerability scanners ask for (software this site does not run)',
  });
}
