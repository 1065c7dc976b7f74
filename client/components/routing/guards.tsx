import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '@common/roles.js';
import { isSignedIn, useSession } from '@/lib/session';

/** Signed-out visitors of any signed-in route go to /login. */
export function RequireAuth() {
  const session = useSession();
  return isSignedIn(session) ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /login and /register send a signed-in visitor to /dashboard. */
export function RedirectIfSignedIn() {
  const session = useSession();
  return isSignedIn(session) ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** /admin is for users passing the admin check; everyone else goes to /dashboard. */
export function RequireAdmin() {
  const { user } = useSession();
  return isAdmin(user) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/** / goes to /dashboard when signed in, else to /login. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={isSignedIn(session) ? '/dashboard' : '/login'} replace />;
}
