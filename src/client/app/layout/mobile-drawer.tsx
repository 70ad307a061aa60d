import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';

// The drawer (a Radix dialog, its focus trap and scroll lock) loads on first use, not with every
// page: it kept the landing page's JavaScript over its budget (DESIGN §7).
const loadSheet = () => import('./mobile-drawer-sheet');
const MobileDrawerSheet = lazy(loadSheet);

/** The menu button below md; the drawer itself is mobile-drawer-sheet.tsx. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="!h-6 !w-6" />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileDrawerSheet open={open} setOpen={setOpen} menuButton={button} />
        </Suspense>
      ) : null}
    </>
  );
}
