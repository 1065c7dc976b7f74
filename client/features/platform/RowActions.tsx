import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Spec §2: the edit and delete icons of the platform tables have no behaviour wired. */
export function RowActions({ what }: { what: string }) {
  return (
    <div className="flex justify-end gap-0.5">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Edit ${what}`}
        title={`Edit ${what}`}
        className="size-8 text-muted-foreground hover:text-foreground"
      >
        <Pencil />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete ${what}`}
        title={`Delete ${what}`}
        className="size-8 text-muted-foreground hover:bg-red-50 hover:text-destructive"
      >
        <Trash2 />
      </Button>
    </div>
  );
}
