import { User } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/client/components/ui/sheet';
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import type { CurrentUser } from '@/client/lib/current-user';
import { useSignOut } from '@/client/features/auth/api/sign-out';
import { cn } from '@/client/lib/cn';
import { isActive, MAIN_LINKS, visibleLinks } from './nav-links';
import type { NavItem } from './nav-links';

const ACCOUNT_LINKS: NavItem[] = [
  { label: 'Profile', to: paths.profile },
  { label: 'Settings', to: paths.settings },
];

/** Home first, then the main links and, signed in, Traders Dashboard and Contact. */
function drawerItems(signedIn: boolean): NavItem[] {
  return [
    { label: 'Home', to: paths.home },
    ...visibleLinks(MAIN_LINKS, signedIn),
    ...(signedIn
      ? [
          { label: 'Traders Dashboard', to: paths.tradersDashboard },
          { label: 'Contact', to: paths.contact },
        ]
      : []),
  ];
}

function DrawerLink({ item, active, onClick }: { item: NavItem; active: boolean; onClick: () => void }) {
  return (
    <Link
      to={item.to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 text-base hover:bg-accent',
        active ? 'bg-accent font-semibold text-primary' : 'text-foreground',
      )}
    >
      {item.label}
    </Link>
  );
}

function SignedInActions({
  user,
  pathname,
  close,
  onSignOut,
}: {
  user: CurrentUser;
  pathname: string;
  close: () => void;
  onSignOut: () => void;
}) {
  return (
    <>
      <p
        className="flex items-center gap-2 px-3 text-sm font-semibold text-white"
        data-testid="drawer-user-name"
      >
        <User className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="truncate">{`${user.firstName} ${user.lastName}`.trim()}</span>
      </p>
      {ACCOUNT_LINKS.map((item) => (
        <DrawerLink key={item.to} item={item} active={pathname === item.to} onClick={close} />
      ))}
      <Button variant="outline" onClick={onSignOut}>
        Sign Out
      </Button>
    </>
  );
}

function SignedOutActions({ close }: { close: () => void }) {
  return (
    <>
      <Button asChild variant="outline" onClick={close}>
        <Link to={paths.register}>Register</Link>
      </Button>
      <Button asChild onClick={close}>
        <Link to={paths.login}>Sign In</Link>
      </Button>
    </>
  );
}

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
  const close = () => setOpen(false);
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
          {drawerItems(Boolean(user)).map((item) => (
            <DrawerLink key={item.to} item={item} active={isActive(item, pathname, hash)} onClick={close} />
          ))}
        </nav>
        {isLoading ? null : (
          <div className="mt-auto flex flex-col gap-2 border-t pt-4">
            {user ? (
              <SignedInActions
                user={user}
                pathname={pathname}
                close={close}
                onSignOut={() => {
                  setOpen(false);
                  signOut.mutate();
                }}
              />
            ) : (
              <SignedOutActions close={close} />
            )}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
