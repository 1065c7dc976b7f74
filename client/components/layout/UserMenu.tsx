import { ChevronDown, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '@common/contracts/auth.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/lib/session-api';
import { fullName } from '@/lib/user-display';
import { UserAvatar } from './UserAvatar';

export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const name = fullName(user);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="User menu"
        className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/30 data-[state=open]:bg-secondary"
      >
        <UserAvatar user={user} />
        <span
          data-testid="user-full-name"
          className="hidden max-w-40 truncate text-sm font-medium sm:block"
        >
          {name}
        </span>
        <ChevronDown className="hidden size-4 text-slate-400 sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <UserAvatar user={user} className="size-9" />
          <span className="grid min-w-0">
            <span className="truncate text-sm font-medium">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/platform-admin">
            <ShieldCheck />
            Platform Admin
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOut />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
