import { adminAuditApi as api } from '@/core/api/admin-audit';
import type { AuditEntry, AuditQuery } from '@/core/schemas/admin-audit';
import { useAdminQuery } from '@/client/lib/admin-query';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';

/** One page of the audit log with the screen's filters (empty ones left out). */
export const useAuditLog = (query: AuditQuery) =>
  useAdminQuery(endpointQuery(api.list, { query: clean(query) }));
export const useAuditFacets = () => useAdminQuery(endpointQuery(api.facets));

function clean(q: AuditQuery): AuditQuery {
  return Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== '' && v !== undefined && v !== 'all'),
  ) as AuditQuery;
}

/** Every entry matching the filters (500 a page), for the CSV export. */
export async function allAuditEntries(query: AuditQuery): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  for (let page = 1; ; page++) {
    const answer = await callEndpoint(api.list, { query: { ...clean(query), page, pageSize: 500 } });
    out.push(...answer.entries);
    if (out.length >= answer.total || answer.entries.length === 0) return out;
  }
}
