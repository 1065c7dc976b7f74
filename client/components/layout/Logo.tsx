import { useId } from 'react';
import { PRODUCT_NAME } from '@common/constants.js';
import { cn } from '@/lib/utils';

/** The DocViz mark: a document corner holding three rising bars. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient
          id={gradientId}
          x1="0"
          y1="0"
          x2="32"
          y2="32"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M22 5h5v5z" fill="#fff" opacity=".35" />
      <rect x="8" y="17" width="4" height="8" rx="1.25" fill="#fff" />
      <rect x="14" y="12" width="4" height="13" rx="1.25" fill="#fff" opacity=".9" />
      <rect x="20" y="8" width="4" height="17" rx="1.25" fill="#fff" opacity=".75" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-foreground">{PRODUCT_NAME}</span>
    </span>
  );
}
