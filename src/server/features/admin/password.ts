import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { getSetting, insertSettingIfMissing, setSetting } from '../../lib/settings';

export const ADMIN_PASSWORD_KEY = 'admin_password_hash';

/**
 * The generated password on its own plain line of stdout, blank lines around it: an operator reads
 * it in a terminal or `docker logs` without digging it out of a JSON log line. Tests print nothing.
 */
function printPlainLine(deps: Pick<Deps, 'config'>): (line: string) => void {
  if (deps.config.NODE_ENV === 'test') return () => undefined;
  return (line) => void process.stdout.write(`\n${line}\n\n`);
}

/**
 * Makes sure the shared admin password exists (stored hashed, DESIGN §3). The first value comes
 * from ADMIN_PASSWORD; without it one is generated and printed once — only the process that
 * actually inserts the row prints it, so a restart never prints it again.
 */
export async function ensureAdminPassword(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  print: (line: string) => void = printPlainLine(deps),
): Promise<void> {
  if ((await getSetting(deps.db, ADMIN_PASSWORD_KEY)) !== null) return;
  const fromConfig = deps.config.ADMIN_PASSWORD;
  const password = fromConfig ?? randomBytes(12).toString('base64url');
  const inserted = await insertSettingIfMissing(deps.db, ADMIN_PASSWORD_KEY, await hashPassword(password));
  if (inserted && !fromConfig) {
    // Deliberately shown once: the operator has no other way to learn the generated password.
    deps.log.warn('Admin password generated at first start: printed once on its own line, not in the log');
    print(`Admin password (generated, shown once; change it in /admin): ${password}`);
  }
}

export async function checkAdminPassword(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  password: string,
): Promise<boolean> {
  await ensureAdminPassword(deps);
  const stored = await getSetting(deps.db, ADMIN_PASSWORD_KEY);
  return stored !== null && verifyPassword(stored, password);
}

export async function setAdminPassword(deps: Pick<Deps, 'db'>, password: string): Promise<void> {
  await setSetting(deps.db, ADMIN_PASSWORD_KEY, await hashPassword(password));
}
