import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

const ACTIONS = [
  { verb: 'Edit', icon: Pencil, hover: 'hover:text-foreground' },
  { verb: 'Delete', icon: Trash2, hover: 'hover:bg-red-50 hover:text-destructive' },
] as const;

/** Spec §2: the edit and delete icons of the platform tables have no behaviour wired. */
export function RowActions({ what }: { what: string }) {
  return (
    <div className="flex justify-end gap-0.5">
      {ACTIONS.map(({ verb, icon: Icon, hover }) => (
        <Button
          key={verb}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`${verb} ${what}`}
          title={`${verb} ${what}`}
          className={`size-8 text-muted-foreground ${hover}`}
        >
          <Icon />
        </Button>
      ))}
    </div>
  );
}
