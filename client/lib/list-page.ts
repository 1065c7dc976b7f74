import { nextPageLink } from '@common/contracts/paging.js';
import { UNAUTHORIZED_MESSAGE } from './api';
import { navigateTo } from './navigation';
import { endSession, getSession } from './session';

/** One page of a paged list (common/contracts/paging.ts): its rows and the next page's URL. */
export interface ListPage<T> {
  items: T[];
  /** Where the following page is, from the Link header; null on the last page. */
  next: string | null;
}

/**
 * GET one page of a paged list. Like the default query function it sends the session's token,
 * signs out on a 401 and throws '{status}: {body}' otherwise; it also reads the Link header.
 * The browser's HTTP cache revalidates with the page's ETag, so an unchanged poll costs a 304.
 */
export async function fetchListPage<T>(url: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const { token } = getSession();
  const res = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal,
  });
  if (res.status === 401) {
    endSession();
    navigateTo('/login');
    throw new Error(UNAUTHORIZED_MESSAGE);
  }
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return { items: (await res.json()) as T[], next: nextPageLink(res.headers.get('link')) };
}
