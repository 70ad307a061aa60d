export type Severity = 'critical' | 'high' | 'medium' | 'low';

const BASE: Record<Severity, number> = { critical: 80, high: 60, medium: 40, low: 20 };

/**
 * Risk of an IP on a 0-100 scale: the worst severity seen sets the floor, every further
 * occurrence adds 5 points. Pure so the admin screen and the detectors agree.
 */
export function riskScore(worst: Severity, occurrences: number): number {
  return Math.min(100, BASE[worst] + 5 * Math.max(0, occurrences - 1));
}

export function worseSeverity(a: Severity, b: Severity): Severity {
  return BASE[a] >= BASE[b] ? a : b;
}

export function severityOfScore(score: number): Severity {
  if (score >= 80) return 'critical';
  if (score >= 60) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}
