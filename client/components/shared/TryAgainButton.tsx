import { RotateCw, type LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

interface TryAgainButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  onClick: () => void;
  /** While a retry is running the button is disabled. */
  retrying?: boolean;
  icon?: LucideIcon;
}

/** 'Try again' after something failed to load: an outline button that refetches. */
export function TryAgainButton({
  onClick,
  retrying,
  icon: Icon = RotateCw,
  size,
  className,
}: TryAgainButtonProps) {
  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      onClick={onClick}
      disabled={retrying}
    >
      <Icon />
      Try again
    </Button>
  );
}
