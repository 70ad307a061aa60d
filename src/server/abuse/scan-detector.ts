import { isScannerProbe } from '../../core/abuse/scanner-paths';
import type { Deps } from '../deps';
import { recordAbuseEvent } from './record-abuse-event';

export const SCAN_THRESHOLD = 20;
export const SCAN_WINDOW_MS = 5 * 60_000;
const MAX_IPS = 10_000;

/**
 * Scanning for missing paths: more than SCAN_THRESHOLD 404 answers to one IP within
 * SCAN_WINDOW_MS. Every 404 past the threshold is recorded (the open event's count grows).
 */
export function createScanDetector(deps: Deps) {
  const seen = new Map<string, number[]>();

  return async function onNotFound(ip: string, path: string): Promise<void> {
    const now = deps.clock.now().getTime();
    const recent = (seen.get(ip) ?? []).filter((t) => t > now - SCAN_WINDOW_MS);
    recent.push(now);
    if (!seen.has(ip) && seen.size >= MAX_IPS) seen.clear();
    seen.set(ip, recent);
    if (recent.length <= SCAN_THRESHOLD) return;
    await recordAbuseEvent(deps, {
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

/** One request for a scanner-only path (/wp-admin, /phpmyadmin, /actuator/health ...) is an event at once. */
export function recordScannerProbe(deps: Deps, ip: string, path: string) {
  if (!isScannerProbe(path)) return Promise.resolve(false);
  return recordAbuseEvent(deps, {
    eventType: 'scanner_probe',
    severity: 'medium',
    ipAddress: ip,
    endpoint: path.slice(0, 300),
    timeWindow: `${SCAN_WINDOW_MS / 60_000} min`,
    windowMs: SCAN_WINDOW_MS,
    description: 'Request for a path only vulnerability scanners ask for (software this site does not run)',
  }).then(() => true);
}
