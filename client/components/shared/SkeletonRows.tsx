import type { ReactNode } from 'react';

interface SkeletonRowsProps {
  /** The accessible name, e.g. 'Loading users'. */
  label: string;
  /** One row's classes (its padding and gaps). */
  rowClassName?: string;
  /** One row's skeleton shapes. */
  children: ReactNode;
}

/** Four placeholder rows while a list loads. */
export function SkeletonRows({
  label,
  rowClassName = 'flex items-center gap-4 px-4 py-4',
  children,
}: SkeletonRowsProps) {
  return (
    <div className="divide-y" aria-busy="true" aria-label={label}>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={rowClassName}>
          {children}
        </div>
      ))}
    </div>
  );
}
