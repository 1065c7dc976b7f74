import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';

interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  to: string;
  /** Drawn before the label. */
  icon?: LucideIcon;
  /** The link's accessible name, when the visible label alone is too short. */
  ariaLabel?: string;
  children: ReactNode;
}

/** A router link that looks like a Button (the link itself, not a button inside it). */
export function LinkButton({
  to,
  icon: Icon,
  ariaLabel,
  variant,
  size,
  className,
  children,
}: LinkButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to} aria-label={ariaLabel}>
        {Icon && <Icon />}
        {children}
      </Link>
    </Button>
  );
}
