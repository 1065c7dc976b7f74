import type { QueryFunction } from '@tanstack/react-query';
import { AUTH_STORAGE_KEY } from '@common/constants.js';
import { navigateTo } from './navigation';
import { endSession } from './session';

/** Reads the token from the saved session at request time (spec §7, §8). */
function savedToken(): string | null {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as { token?: unknown } | null;
    return typeof parsed?.token === 'string' ? parsed.token : null;
  } catch {
    console.error('Failed to parse auth data');
    return null;
  }
}

function authHeaders(): Record<string, string> {
  const token = savedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/**
 * One authenticated call. JSON bodies get a JSON content type; FormData (uploads) is sent
 * as multipart with the boundary the browser chooses.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const headers = authHeaders();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(url, { method, headers, body: payload, credentials: 'include' });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest for calls that answer JSON. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized - Please log in';

type On401 = 'throw' | 'returnNull';

/** The default data read: GET the query key joined as the URL and parse JSON. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), {
      headers: authHeaders(),
      credentials: 'include',
      signal,
    });
    if (res.status === 401) {
      if (on401 === 'returnNull') return null;
      endSession();
      navigateTo('/login');
      throw new Error(UNAUTHORIZED_MESSAGE);
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
