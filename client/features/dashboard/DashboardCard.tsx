import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface DashboardCardProps {
  /** The group's accessible name (the stat's title, the category's label). */
  label: string;
  testId: string;
  /** The top row, its ends pushed apart: e.g. a title and an icon tile. */
  top: ReactNode;
  /** What follows the top row: the figure and its caption. */
  children: ReactNode;
}

/** One small card of the dashboard's grids (stats, categories), read as a named group. */
export function DashboardCard({ label, testId, top, children }: DashboardCardProps) {
  return (
    <Card role="group" aria-label={label} data-testid={testId} className="gap-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">{top}</div>
      {children}
    </Card>
  );
}
