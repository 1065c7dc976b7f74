import { LogOut, Monitor } from 'lucide-react';
import type { UserSession } from '@common/contracts/profile.js';
import { formatDateTime } from '@common/format.js';
import { TryAgainButton } from '@/components/shared/TryAgainButton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogout } from '@/lib/session-api';
import { toast } from '@/lib/use-toast';
import { useEndSession, useUserSessions } from './api';
import { SettingsCard } from './SettingsCard';

function When({ label, value }: { label: string; value: string }) {
  return (
    <span>
      {label} <time dateTime={value}>{formatDateTime(value)}</time>
    </span>
  );
}

function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: UserSession;
  onEnd: () => void;
  ending: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={session.device}>
      <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge variant="success">This device</Badge>}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <When label="Last used" value={session.lastUsedAt} />
          <When label="Signed in" value={session.createdAt} />
        </p>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onEnd} disabled={ending}>
        <LogOut />
        End session
      </Button>
    </li>
  );
}

/**
 * The user's active sessions (OWASP ASVS §7.5): device, last use and sign-in time, each with
 * 'End session'; ending this device's session signs out like 'Logout'.
 */
export function SessionsCard() {
  const sessions = useUserSessions();
  const end = useEndSession();
  const logout = useLogout();

  const endSession = (session: UserSession) => {
    if (session.current) return void logout();
    end.mutate(session.id, {
      onSuccess: () =>
        toast({ title: 'Session ended', description: `${session.device} was signed out.` }),
    });
  };

  return (
    <SettingsCard
      title="Sessions"
      description="Devices signed in to your account. End any session you do not recognize."
    >
      {sessions.isPending && (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {sessions.isError && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          Sessions could not be loaded.
          <TryAgainButton
            size="sm"
            onClick={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        </div>
      )}
      {sessions.data && (
        <ul className="divide-y" aria-label="Active sessions">
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onEnd={() => endSession(session)}
              ending={end.isPending && end.variables === session.id}
            />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
