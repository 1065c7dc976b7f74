import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A side panel of the visualization page (colours, version history): a card named after its
 * title, with icon, title, text and a close button above its content.
 */
export function SidePanel({
  icon: Icon,
  title,
  description,
  closeLabel,
  onClose,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4" role="region" aria-label={title}>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-2 size-8 text-muted-foreground"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <X />
        </Button>
      </CardHeader>
      {children}
    </Card>
  );
}
