import { Link, Outlet } from 'react-router';
import { PRODUCT_NAME } from '@common/constants.js';
import { Logo } from '@/components/layout/Logo';

/** Centered card on a quiet indigo-tinted background; the pages bring their own card. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-slate-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_70%_50%_at_50%_-10%,oklch(0.87_0.065_274/0.55),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [background-image:linear-gradient(to_right,oklch(0.929_0.013_255.508/0.6)_1px,transparent_1px),linear-gradient(to_bottom,oklch(0.929_0.013_255.508/0.6)_1px,transparent_1px)] [background-size:40px_40px] [mask-image:radial-gradient(ellipse_60%_50%_at_50%_0%,#000_40%,transparent_100%)]"
      />
      <main className="relative flex flex-1 flex-col items-center justify-center px-4 py-10 sm:py-16">
        <Link
          to="/"
          className="mb-8 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
        >
          <Logo />
        </Link>
        <div className="w-full max-w-[420px]">
          <Outlet />
        </div>
      </main>
      <footer className="relative pb-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {PRODUCT_NAME} · Upload, analyze, share.
      </footer>
    </div>
  );
}

export { AuthLayout as Component };
