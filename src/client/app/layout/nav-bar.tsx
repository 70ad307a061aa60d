import { Home, LayoutDashboard, Mail, TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import { cn } from '@/client/lib/cn';
import { MobileDrawer } from './mobile-drawer';
import { isActive, MAIN_LINKS, visibleLinks } from './nav-links';

// The user menu (and its popper code) loads only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu'));

function IconLink({
  to,
  label,
  icon: Icon,
  active,
}: {
  to: string;
  label: string;
  icon: typeof Home;
  active: boolean;
}) {
  return (
    <Button asChild variant="ghost" size="icon" className={cn(active && 'bg-accent text-primary')}>
      <Link to={to} aria-label={label} title={label} aria-current={active ? 'page' : undefined}>
        <Icon className="!h-5 !w-5" />
      </Link>
    </Button>
  );
}

/** The sticky top bar of spec 01 §2; auth-dependent controls stay hidden while the user loads. */
export function NavBar() {
  const { pathname, hash } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="mr-4 flex shrink-0 items-center gap-2 font-bold text-white">
          <TrendingUp className="h-6 w-6 text-primary" aria-hidden="true" />
          <span className="text-lg">TrendLab</span>
        </Link>
        <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
          {/* Public links show at once; only the signed-in ones wait for the user (spec 01 §2). */}
          {visibleLinks(MAIN_LINKS, signedIn).map((item) => {
            const active = isActive(item, pathname, hash);
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-white',
                  active ? 'bg-accent text-primary' : 'text-slate-300',
                )}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <IconLink to={paths.home} label="Home" icon={Home} active={pathname === '/' && !hash} />
          {!isLoading && signedIn ? (
            <>
              <IconLink
                to={paths.tradersDashboard}
                label="Traders Dashboard"
                icon={LayoutDashboard}
                active={pathname === paths.tradersDashboard}
              />
              <IconLink to={paths.contact} label="Contact" icon={Mail} active={pathname === paths.contact} />
            </>
          ) : null}
          {isLoading ? null : user ? (
            <Suspense fallback={null}>
              <div className="ml-2 hidden md:block">
                <UserMenu user={user} />
              </div>
              <div className="md:hidden">
                <UserMenu user={user} compact />
              </div>
            </Suspense>
          ) : (
            <div className="ml-2 hidden items-center gap-2 md:flex">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.register}>Register</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.login}>Sign In</Link>
              </Button>
            </div>
          )}
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
