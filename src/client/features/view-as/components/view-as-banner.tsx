import { Eye } from 'lucide-react';
import { useEffect } from 'react';
import { viewAsLabel } from '@/core/access/view-as';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useAdminSession } from '@/client/lib/admin-session';
import { useChangeViewAs, useViewAsState } from '../api/view-as';
import { refreshViewAs, useViewAs } from '../lib/view-as-cookie';
import { ViewAsSelect } from './view-as-select';

/**
 * On every page while the operator views the site as someone: names that viewer, says nothing
 * can be saved, switches to another viewer and goes back to the operator's own view. Loaded only when
 * the `view_as` cookie is there; it hides itself once the server has cleared it (the admin session ended).
 */
export default function ViewAsBanner() {
  const viewAs = useViewAs();
  const session = useAdminSession();
  const state = useViewAsState(viewAs !== null);
  const change = useChangeViewAs();
  // Any answer may have carried the server's clearing of the cookie: read it again.
  useEffect(() => refreshViewAs(), [session.data?.authenticated, state.status, state.data?.viewAs]);
  if (!viewAs) return null;

  const go = (next: typeof viewAs | null) =>
    change.mutate(next, {
      onError: (err) =>
        toast({ variant: 'destructive', title: 'Could not change the view', description: err.message }),
    });
  return (
    <div
      role="region"
      aria-label="View as"
      data-testid="view-as-banner"
      className="border-b border-amber-400/40 bg-amber-400/15 text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="flex min-w-0 flex-1 basis-64 items-start gap-2">
          <Eye className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
          <span>
            <strong>Viewing as: {viewAsLabel(viewAs)}</strong>
            <span className="text-amber-50/80">
              {' '}
              - the site as this viewer sees it. Nothing can be saved.
            </span>
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ViewAsSelect
            id="view-as-switch"
            label="Switch viewer"
            value={viewAs}
            onChange={go}
            disabled={change.isPending}
          />
          <Button size="sm" variant="outline" onClick={() => go(null)} disabled={change.isPending}>
            Back to my view
          </Button>
        </div>
      </div>
    </div>
  );
}
