/** The `token` of a link's fragment (`#token=...`): fragments never reach servers or their logs. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
