/**
 * Paths that only vulnerability scanners ask for on this site (it runs no WordPress, PHP, Spring,
 * Apache or admin console): one request is enough to flag the address, no 404 threshold needed.
 * Matched on the first path segment, case-insensitively, with or without a file extension.
 */
const PROBES = [
  'wp-admin',
  'wp-login',
  'wp-content',
  'wp-includes',
  'wordpress',
  'xmlrpc',
  'phpmyadmin',
  'pma',
  'myadmin',
  'actuator',
  'server-status',
  'server-info',
  'console',
  'cgi-bin',
  'manager',
  'boaform',
  'solr',
  'hnap1',
  '.env',
  '.git',
  '.aws',
];

const PROBE_RE = new RegExp(
  `^/(?:${PROBES.map((p) => p.replace(/\./g, '\\.')).join('|')})(?:\\.[a-z0-9]+)?(?:/|$)`,
  'i',
);

export function isScannerProbe(path: string): boolean {
  return PROBE_RE.test(path.split('?', 1)[0] ?? '');
}
