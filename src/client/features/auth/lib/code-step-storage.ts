import type { RiskLevel } from '@/core/schemas/auth';

/**
 * What the code step needs between /login and /mfa-verification (spec 01 §4). Kept in
 * sessionStorage only, only for the code step, and cleared on success or 'Back to Login'.
 */
export interface CodeStep {
  email: string;
  password: string;
  riskLevel: RiskLevel;
  reasons: string[];
}

const KEY = 'auth.codeStep';

export function saveCodeStep(step: CodeStep): void {
  sessionStorage.setItem(KEY, JSON.stringify(step));
}

export function readCodeStep(): Partial<CodeStep> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<CodeStep>) : null;
  } catch {
    return null;
  }
}

export function clearCodeStep(): void {
  sessionStorage.removeItem(KEY);
}

/** 'medium' -> 'Medium' for '{level} Risk Activity Detected'. */
export const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);
