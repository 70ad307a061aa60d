import type { Severity } from '../../core/abuse/risk-score';

/**
 * One abuse event as the guards report it. A file of its own so that the recorder (which Deps names)
 * and the write (which takes Deps) both read it without importing each other.
 */
export interface AbuseEventInput {
  eventType: string;
  severity: Severity;
  ipAddress: string;
  email?: string | null;
  endpoint: string;
  timeWindow: string;
  /** How long a repeat of the same event from the same IP is folded into the open event. */
  windowMs: number;
  description: string;
  metadata?: Record<string, unknown>;
}
