import type { ReactNode } from 'react';
import type { PublicUser } from '@common/contracts/auth.js';
import { useSessionRefresh } from '@/lib/session-api';
import { useSession } from '@/lib/session';
import { MobileDrawer } from './MobileDrawer';
import { ShellMain } from './ShellMain';
import { TopBar } from './TopBar';
import { useMobileDrawer } from './use-mobile-drawer';

interface ShellFrameProps {
  /** The id of the phone drawer, which the top bar's menu button controls. */
  drawerId: string;
  /** The drawer's accessible name. */
  drawerTitle: string;
  backdropTestId?: string;
  /** What follows the logo in the top bar (badges, actions, the signed-in user's menu). */
  topBar: (user: PublicUser) => ReactNode;
  /** The desktop sidebar (an `aside`, hidden below 768px). */
  sidebar: ReactNode;
  /** The drawer's body; `closeDrawer` closes it, e.g. when a link in it is followed. */
  drawerBody: (closeDrawer: () => void) => ReactNode;
}

/**
 * The frame every signed-in area shares (the app and the platform admin area): top bar, a
 * sidebar beside the page, and the same navigation as a drawer on phones. It keeps the session
 * fresh while it is shown.
 */
export function ShellFrame({
  drawerId,
  drawerTitle,
  backdropTestId,
  topBar,
  sidebar,
  drawerBody,
}: ShellFrameProps) {
  const { user } = useSession();
  const drawer = useMobileDrawer();
  useSessionRefresh();

  if (!user) return null; // RequireAuth renders the frame only with a user.

  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar drawerId={drawerId} menuOpen={drawer.open} onMenuToggle={drawer.toggle}>
        {topBar(user)}
      </TopBar>
      <div className="flex flex-1">
        {sidebar}
        <ShellMain />
      </div>
      <MobileDrawer
        id={drawerId}
        title={drawerTitle}
        open={drawer.open}
        onOpenChange={drawer.setOpen}
        backdropTestId={backdropTestId}
      >
        {drawerBody(drawer.close)}
      </MobileDrawer>
    </div>
  );
}
