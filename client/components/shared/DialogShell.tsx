import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useReturnFocus } from '@/lib/use-return-focus';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Width and other classes of the dialog panel, e.g. 'sm:max-w-md'. */
  className?: string;
  headerClassName?: string;
  titleClassName?: string;
  /** Shown above the title (an icon tile). */
  icon?: ReactNode;
  title: ReactNode;
  /** Text, or an element of its own when `descriptionAsChild` (badges in a row). */
  description: ReactNode;
  descriptionAsChild?: boolean;
  /** The body and its footer (a form puts its footer inside itself). */
  children: ReactNode;
}

/** The app's modal dialogs: a panel with a titled header, then the caller's body and footer. */
export function DialogShell({
  open,
  onOpenChange,
  className,
  headerClassName,
  titleClassName,
  icon,
  title,
  description,
  descriptionAsChild = false,
  children,
}: DialogShellProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} {...returnFocus}>
        <DialogHeader className={headerClassName}>
          {icon}
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription asChild={descriptionAsChild}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
