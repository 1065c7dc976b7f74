import type { ReactNode } from 'react';
import { LogOut, Settings, ShieldCheck } from 'lucide-react';
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

interface UserMenuDropdownProps {
  user: PublicUser;
  triggerClassName: string;
  /** What the trigger shows (the avatar and name, the same as the button it replaces). */
  children: ReactNode;
}

/** The user menu itself, loaded when first opened (see UserMenu.tsx); it mounts open. */
export function UserMenuDropdown({ user, triggerClassName, children }: UserMenuDropdownProps) {
  const logout = useLogout();
  const name = fullName(user);

  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger aria-label="User menu" className={triggerClassName}>
        {children}
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
