import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ViewAs } from '@/core/access/view-as';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { useChangeViewAs } from '../api/view-as';
import { ViewAsSelect } from './view-as-select';

const PAGES = [
  { to: paths.futures, label: 'Futures' },
  { to: paths.signals, label: 'Signals' },
  { to: paths.equities, label: 'Equities' },
  { to: paths.cryptos, label: 'Cryptos' },
  { to: paths.tradersDashboard, label: 'Futures Dashboard' },
  { to: paths.home, label: 'Home' },
];

/** The admin panel's 'View as' card: pick a viewer and a page, and see that page as they do. */
export function ViewAsPicker() {
  const [viewAs, setViewAs] = useState<ViewAs>('free');
  const [page, setPage] = useState<string>(paths.futures);
  const change = useChangeViewAs();
  const navigate = useNavigate();
  const open = () =>
    change.mutate(viewAs, {
      onSuccess: () => void navigate(page),
      onError: (err) =>
        toast({ variant: 'destructive', title: 'Could not change the view', description: err.message }),
    });
  return (
    <Card data-testid="view-as-picker">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Eye className="h-5 w-5 text-primary" aria-hidden="true" /> View as
        </CardTitle>
        <CardDescription>
          See any public or member page exactly as a visitor, a free member or a member on a plan sees it. A
          banner names the viewer on every page; nothing can be saved until you go back to your own view.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="view-as-kind">Viewer</Label>
          <ViewAsSelect
            id="view-as-kind"
            label="Viewer"
            value={viewAs}
            onChange={setViewAs}
            className="w-48"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="view-as-page">Page</Label>
          <Select value={page} onValueChange={setPage}>
            <SelectTrigger id="view-as-page" aria-label="Page" className="h-9 w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGES.map((p) => (
                <SelectItem key={p.to} value={p.to}>
                  {p.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button onClick={open} disabled={change.isPending}>
          View the site
        </Button>
      </CardContent>
    </Card>
  );
}
