import './lib/zod-config';
import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { setNavigator } from '@/lib/navigation';
import { router } from './router';

setNavigator((to) => void router.navigate(to, { replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* The query client is provided by a lazy layout route (lib/QueryLayout.tsx). */}
    <RouterProvider router={router} />
    <LazyToaster />
  </StrictMode>,
);
