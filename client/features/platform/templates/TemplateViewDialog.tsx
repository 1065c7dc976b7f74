import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import type { Template } from '@common/contracts/templates.js';
import { formatDate } from '@common/format.js';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useTemplateDetails } from '../api';
import { CategoryBadge } from './CategoryBadge';
import { ContentPreview } from './ContentPreview';
import { SvgPreview } from './SvgPreview';

interface TemplateViewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's copy; the dialog fetches the template by id and shows this until it arrives. */
  template: Template | null;
  onEdit?: (template: Template) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function TemplateViewDialog({
  open,
  onOpenChange,
  template,
  onEdit,
}: TemplateViewDialogProps) {
  const details = useTemplateDetails(open && template ? template.id : null, template ?? undefined);
  const shown = details.data ?? template;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        {shown && (
          <>
            <DialogHeader className="pr-8 text-left">
              <DialogTitle className="text-xl leading-tight break-words">{shown.name}</DialogTitle>
              <DialogDescription asChild>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 pt-1">
                  <CategoryBadge category={shown.category} />
                  <span>Template #{shown.id}</span>
                  <span>Updated {formatDate(shown.updatedAt)}</span>
                </div>
              </DialogDescription>
            </DialogHeader>

            <div className="grid min-w-0 gap-5">
              {shown.svgContent && (
                <Section title="SVG Preview">
                  <SvgPreview
                    svg={shown.svgContent}
                    label={`${shown.name} preview`}
                    className="h-[min(55dvh,460px)]"
                  />
                </Section>
              )}
              <Section title="Content">
                {shown.content ? (
                  <ContentPreview key={shown.content} content={shown.content} />
                ) : (
                  <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
                    No content available for this template.
                  </p>
                )}
              </Section>
              {shown.aiPrompt && (
                <Section title="AI Analysis Prompt">
                  <ContentPreview key={shown.aiPrompt} content={shown.aiPrompt} />
                </Section>
              )}
            </div>

            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              {onEdit && (
                <Button onClick={() => onEdit(shown)}>
                  <Pencil />
                  Edit Template
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
