import { useEffect } from 'react';
import { PRODUCT_NAME } from '@common/constants.js';

/** Sets document.title exactly as given (the auth and 404 pages use bare titles). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** '{Title} - DocViz', the title of every signed-in page. */
export function appPageTitle(title: string): string {
  return `${title} - ${PRODUCT_NAME}`;
}
