import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';

/** "Are you sure ...?" before a destructive action, naming what it applies to (`subject`). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  subject,
  confirmLabel = 'Delete',
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** What is deleted or revoked, shown on its own line (a name, an address, a key's label). */
  subject?: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {subject ? (
          <p
            data-testid="confirm-subject"
            className="rounded-md border bg-muted px-3 py-2 text-sm font-medium [overflow-wrap:anywhere]"
          >
            {subject}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
