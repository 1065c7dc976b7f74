import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/layout/Logo';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <StatusScreen
      icon={<FileQuestion className="size-7" />}
      heading="404 Page Not Found"
      message="The page you are looking for does not exist or has been moved."
    />
  );
}

interface StatusScreenProps {
  icon: ReactNode;
  heading: string;
  message: string;
}

/** A full-page message with a way back home; also used for unexpected errors. */
export function StatusScreen({ icon, heading, message }: StatusScreenProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <LogoMark className="mb-10 size-10" />
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-accent text-primary">
        {icon}
      </div>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{message}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeft />
          Back to home
        </Link>
      </Button>
    </main>
  );
}

export { NotFoundPage as Component };
