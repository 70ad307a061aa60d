import { User } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/client/components/ui/sheet';
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import { useSignOut } from '@/client/features/auth/api/sign-out';
import { cn } from '@/client/lib/cn';
import { isActive, MAIN_LINKS, visibleLinks } from './nav-links';
import type { NavItem } from './nav-links';

/** Below md: the same links plus Home and, signed in, Traders Dashboard and Contact (spec 01 §2). */
export default function MobileDrawerSheet({
  open,
  setOpen,
  menuButton,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Gets the focus back when the drawer closes (the button is not a Radix trigger). */
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname, hash } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  const signedIn = Boolean(user);
  const items: NavItem[] = [
    { label: 'Home', to: paths.home },
    ...visibleLinks(MAIN_LINKS, signedIn),
    ...(signedIn
      ? [
          { label: 'Traders Dashboard', to: paths.tradersDashboard },
          { label: 'Contact', to: paths.contact },
        ]
      : []),
  ];
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        data-testid="mobile-drawer"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          menuButton.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav className="flex flex-col gap-1" aria-label="Mobile">
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              onClick={() => setOpen(false)}
              aria-current={isActive(item, pathname, hash) ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-2 text-base hover:bg-accent',
                isActive(item, pathname, hash) ? 'bg-accent font-semibold text-primary' : 'text-foreground',
              )}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {isLoading ? null : (
          <div className="mt-auto flex flex-col gap-2 border-t pt-4">
            {user ? (
              <>
                <p
                  className="flex items-center gap-2 px-3 text-sm font-semibold text-white"
                  data-testid="drawer-user-name"
                >
                  <User className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="truncate">{`${user.firstName} ${user.lastName}`.trim()}</span>
                </p>
                {[
                  { label: 'Profile', to: paths.profile },
                  { label: 'Settings', to: paths.settings },
                ].map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    onClick={() => setOpen(false)}
                    aria-current={pathname === item.to ? 'page' : undefined}
                    className={cn(
                      'rounded-md px-3 py-2 text-base hover:bg-accent',
                      pathname === item.to ? 'bg-accent font-semibold text-primary' : 'text-foreground',
                    )}
                  >
                    {item.label}
                  </Link>
                ))}
                <Button
                  variant="outline"
                  onClick={() => {
                    setOpen(false);
                    signOut.mutate();
                  }}
                >
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="outline" onClick={() => setOpen(false)}>
                  <Link to={paths.register}>Register</Link>
                </Button>
                <Button asChild onClick={() => setOpen(false)}>
                  <Link to={paths.login}>Sign In</Link>
                </Button>
              </>
            )}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
