import type { ReactNode } from 'react';
import { TriangleAlert, type LucideIcon } from 'lucide-react';
import { readApiError } from '@/lib/api-error';
import { TryAgainButton } from './TryAgainButton';

interface StatePanelProps {
  icon: LucideIcon;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'error';
}

/** The centred icon, title, message and action a list card shows when empty, forbidden or failed. */
export function StatePanel({
  icon: Icon,
  title,
  message,
  action,
  tone = 'default',
}: StatePanelProps) {
  return (
    <div className="flex flex-col items-center justify-center px-6 py-16 text-center">
      <div
        className={
          tone === 'error'
            ? 'mb-4 flex size-12 items-center justify-center rounded-xl bg-red-50 text-destructive'
            : 'mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-primary'
        }
      >
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <p className="text-base font-semibold">{title}</p>
      {message && <p className="mt-1 max-w-sm text-sm text-muted-foreground">{message}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

interface LoadErrorProps {
  /** Plural noun: 'Failed to load users'. */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A list that failed to load: the server's message (or a generic one) and 'Try again'. */
export function LoadError({ what, error, onRetry, retrying }: LoadErrorProps) {
  return (
    <StatePanel
      icon={TriangleAlert}
      tone="error"
      title={`Failed to load ${what}`}
      message={readApiError(error).message || `Something went wrong while loading the ${what}.`}
      action={<TryAgainButton onClick={onRetry} retrying={retrying} />}
    />
  );
}
