import { ArrowLeft, FileQuestion, type LucideIcon } from 'lucide-react';
import { LinkButton } from '@/components/shared/LinkButton';
import { LogoMark } from '@/components/layout/Logo';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  return (
    <StatusScreen
      icon={FileQuestion}
      heading="404 Page Not Found"
      message="The page you are looking for does not exist or has been moved."
    />
  );
}

interface StatusScreenProps {
  icon: LucideIcon;
  heading: string;
  message: string;
}

/**
 * A full-page message with a way back home (also for unexpected errors); its heading is also
 * the tab's title.
 */
export function StatusScreen({ icon: Icon, heading, message }: StatusScreenProps) {
  usePageTitle(heading);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <LogoMark className="mb-10 size-10" />
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-accent text-primary">
        <Icon className="size-7" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{message}</p>
      <LinkButton to="/" icon={ArrowLeft} size="lg" className="mt-8">
        Back to home
      </LinkButton>
    </main>
  );
}

export { NotFoundPage as Component };
