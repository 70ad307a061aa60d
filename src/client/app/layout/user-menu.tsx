import { LogOut, Settings, User } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { paths } from '@/client/config/paths';
import type { CurrentUser } from '@/client/lib/current-user';
import { useSignOut } from '@/client/features/auth/api/sign-out';

/** The signed-in menu: the name, Profile, Settings, Sign Out. `compact` is the phone version (an icon). */
export default function UserMenu({ user, compact = false }: { user: CurrentUser; compact?: boolean }) {
  const signOut = useSignOut();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {compact ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Account menu: ${name}`}
            title={name}
            data-testid="user-menu-mobile"
          >
            <User className="!h-5 !w-5" aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="outline" size="sm" className="max-w-[12rem]" data-testid="user-menu">
            <User aria-hidden="true" />
            <span className="truncate">{name}</span>
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="max-w-[16rem] truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <User /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings}>
            <Settings /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOut /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
