import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { ComingSoon } from './ComingSoon';
import { PageHeader } from './PageHeader';

interface PlaceholderPageProps {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  emptyTitle: string;
  emptyMessage: string;
}

/** A signed-in page whose content a later feature fills: its title, heading and an empty panel. */
export function PlaceholderPage({
  title,
  description,
  icon,
  emptyTitle,
  emptyMessage,
}: PlaceholderPageProps) {
  usePageTitle(appPageTitle(title));
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      <ComingSoon icon={icon} title={emptyTitle} message={emptyMessage} />
    </div>
  );
}
