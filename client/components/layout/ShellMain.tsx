import { Outlet } from 'react-router';

/** The page column of a signed-in frame: the current route's page, centred and padded. */
export function ShellMain() {
  return (
    <main id="main" className="min-w-0 flex-1">
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Outlet />
      </div>
    </main>
  );
}
