import { useState } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { allAuditEntries } from '../api/audit';
import { auditCsv, auditCsvName } from '../lib/audit-csv';
import type { AuditFilters } from './audit-filters';

/** Hands the browser a file to save, through a link clicked once. */
function download(text: string, name: string) {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** The CSV export of every entry the filters match (not only the page shown), toasted either way. */
export function useAuditExport() {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (filters: AuditFilters) => {
    setExporting(true);
    try {
      const entries = await allAuditEntries({ ...filters, search: filters.search.trim() });
      download(auditCsv(entries), auditCsvName(new Date().toISOString().slice(0, 10)));
      toast({ title: 'Export complete', description: `${entries.length} audit entries exported` });
    } catch {
      toast({ title: 'Export failed', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
