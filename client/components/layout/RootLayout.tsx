import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './NavigationProgress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
