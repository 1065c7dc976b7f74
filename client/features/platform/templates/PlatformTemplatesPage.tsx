import { Eye, LayoutTemplate, Lock, Pencil, Plus } from 'lucide-react';
import type { Template } from '@common/contracts/templates.js';
import { formatDate } from '@common/format.js';
import { isPlatformAdmin } from '@common/roles.js';
import { PageHeader } from '@/components/layout/PageHeader';
import { DeleteAction, IconAction, IconActions } from '@/components/shared/IconAction';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useDialogTarget } from '@/lib/use-dialog-target';
import { useSession } from '@/lib/session';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { ListQueryBody, TableCard } from '../PlatformStates';
import { useTemplates } from '../api';
import { CategoryBadge } from './CategoryBadge';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { TemplateFormDialog } from './TemplateFormDialog';
import { TemplateViewDialog } from './TemplateViewDialog';

interface TemplatesTableProps {
  templates: Template[];
  canManage: boolean;
  onView: (template: Template) => void;
  onEdit: (template: Template) => void;
  onDelete: (template: Template) => void;
}

function TemplatesTable({ templates, canManage, onView, onEdit, onDelete }: TemplatesTableProps) {
  return (
    <Table aria-label="Visualization Templates">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-12 pr-0 sm:w-16">ID</TableHead>
          <TableHead>Name</TableHead>
          <TableHead className="hidden sm:table-cell">Category</TableHead>
          <TableHead className="hidden md:table-cell">Updated</TableHead>
          <TableHead className="text-right">
            <span className="sr-only sm:not-sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {templates.map((template) => (
          <TableRow key={template.id}>
            <TableCell className="pr-0 text-muted-foreground tabular-nums">{template.id}</TableCell>
            <TableCell className="max-w-0 min-w-32 whitespace-normal sm:w-full">
              <p
                className="line-clamp-2 font-medium break-words text-foreground"
                title={template.name}
              >
                {template.name}
              </p>
              <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground sm:hidden">
                <CategoryBadge category={template.category} />
                <span>{formatDate(template.updatedAt)}</span>
              </div>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <CategoryBadge category={template.category} />
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell">
              <time dateTime={template.updatedAt}>{formatDate(template.updatedAt)}</time>
            </TableCell>
            <TableCell className="py-2 text-right">
              <IconActions>
                <IconAction label="View template" onClick={() => onView(template)}>
                  <Eye />
                </IconAction>
                {canManage && (
                  <>
                    <IconAction label="Edit template" onClick={() => onEdit(template)}>
                      <Pencil />
                    </IconAction>
                    <DeleteAction label="Delete template" onClick={() => onDelete(template)} />
                  </>
                )}
              </IconActions>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Spec §2 platform admin Templates page. Every signed-in user may read; platform admins manage. */
export function PlatformTemplatesPage() {
  usePageTitle(appPageTitle('Visualization Templates'));
  const { user } = useSession();
  const canManage = isPlatformAdmin(user);
  const templates = useTemplates();
  const view = useDialogTarget<Template | null>(null);
  const form = useDialogTarget<Template | null>(null);
  const removal = useDialogTarget<Template | null>(null);

  const addButton = (label: string) => (
    <Button onClick={() => form.show(null)}>
      <Plus />
      {label}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Visualization Templates"
        description="The SVG templates and AI prompts used to render each visualization category."
        actions={canManage ? addButton('Add Template') : undefined}
      />

      {!canManage && (
        <div
          role="note"
          className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Lock className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          <div>
            <p className="font-medium">View only</p>
            <p className="mt-0.5 text-amber-800">
              Only platform administrators can add, edit or delete templates. You can still view
              them.
            </p>
          </div>
        </div>
      )}

      <TableCard
        title="All templates"
        count={templates.data?.length}
        noun={['template', 'templates']}
      >
        <ListQueryBody
          query={templates}
          what="templates"
          empty={{
            icon: LayoutTemplate,
            title: 'No templates yet',
            message: canManage
              ? 'Templates decide how each visualization category is drawn. Add one to get started.'
              : 'No visualization templates have been added yet.',
            action: canManage ? addButton('Create your first template') : undefined,
          }}
        >
          {(list) => (
            <TemplatesTable
              templates={list}
              canManage={canManage}
              onView={view.show}
              onEdit={form.show}
              onDelete={removal.show}
            />
          )}
        </ListQueryBody>
      </TableCard>

      <TemplateViewDialog
        {...view.dialogProps}
        template={view.target}
        onEdit={
          canManage
            ? (template) => {
                view.setOpen(false);
                form.show(template);
              }
            : undefined
        }
      />
      {canManage && (
        <>
          <TemplateFormDialog key={form.key} {...form.dialogProps} template={form.target} />
          <DeleteTemplateDialog {...removal.dialogProps} template={removal.target} />
        </>
      )}
    </div>
  );
}

export { PlatformTemplatesPage as Component };
