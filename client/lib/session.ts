import { useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEY } from '@common/constants.js';
import type { AuthResponse, PublicOrganization, PublicUser } from '@common/contracts/auth.js';

/** The browser session of spec §3/§4, saved in localStorage under 'auth'. */
export interface Session {
  user: PublicUser | null;
  organization: PublicOrganization | null;
  token: string | null;
}

const EMPTY_SESSION: Session = { user: null, organization: null, token: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseSaved(raw: string): Session {
  const parsed: unknown = JSON.parse(raw);
  if (!isRecord(parsed)) throw new Error('saved session is not an object');
  const { user, organization, token } = parsed;
  if (token !== null && token !== undefined && typeof token !== 'string') {
    throw new Error('saved token is not a string');
  }
  if (user !== null && user !== undefined && !isRecord(user)) {
    throw new Error('saved user is not an object');
  }
  return {
    user: (user as PublicUser | undefined) ?? null,
    organization: isRecord(organization) ? (organization as PublicOrganization) : null,
    token: token ?? null,
  };
}

function loadSession(): Session {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  if (raw === null) return EMPTY_SESSION;
  try {
    return parseSaved(raw);
  } catch {
    console.error('Failed to load auth state');
    localStorage.removeItem(AUTH_STORAGE_KEY);
    return EMPTY_SESSION;
  }
}

let current: Session = loadSession();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

function save(next: Session): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
  publish(next);
}

// Another tab signing in or out changes the saved copy; follow it so tabs never disagree.
window.addEventListener('storage', (event) => {
  if (event.key === AUTH_STORAGE_KEY || event.key === null) publish(loadSession());
});

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** Spec §6: signed in means both a token and a user are present. */
export function isSignedIn(session: Session): boolean {
  return Boolean(session.token && session.user);
}

/** Register and login both answer {user, organization, token}; store and save it. */
export function startSession({ user, organization, token }: AuthResponse): void {
  save({ user, organization, token });
}

/** Refresh the user and organization (from GET /api/auth/me) without touching the token. */
export function updateSessionProfile(user: PublicUser, organization: PublicOrganization): void {
  if (!current.token) return;
  save({ ...current, user, organization });
}

/** Empties the session and removes the saved copy; the query cache follows (see queryClient.ts). */
export function endSession(): void {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  publish(EMPTY_SESSION);
}
