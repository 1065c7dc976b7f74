import type { ReactNode } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { EditModel } from './edit-model';
import { VisualizationEditor } from './editors/VisualizationEditor';

/**
 * The page while editing: a sticky toolbar (Cancel, Save changes), then the editor beside the
 * live preview on wide screens, above it on narrow ones.
 */
export function EditingLayout({
  header,
  preview,
  model,
  errors,
  saving,
  onChange,
  onCancel,
  onSave,
}: {
  header: ReactNode;
  preview: ReactNode;
  model: EditModel;
  errors: Record<string, string>;
  saving: boolean;
  onChange: (model: EditModel) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      {header}
      <div
        role="toolbar"
        aria-label="Editing"
        className="sticky top-16 z-20 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card/95 px-4 py-2.5 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-card/85"
      >
        <p className="flex items-center gap-2 text-sm font-medium">
          <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
          Editing
          <span className="hidden font-normal text-muted-foreground sm:inline">
            · changes show in the preview
          </span>
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
          <Button size="sm" disabled={saving} onClick={onSave}>
            {saving ? <LoaderCircle className="animate-spin" /> : <Save />}
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card className="gap-5" role="region" aria-label="Edit data">
          <CardHeader>
            <CardTitle>Edit data</CardTitle>
            <CardDescription>
              What the visualization shows. Nothing is saved until you click Save changes.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <VisualizationEditor model={model} errors={errors} onChange={onChange} />
          </CardContent>
        </Card>
        <div className="min-w-0 lg:sticky lg:top-32">{preview}</div>
      </div>
    </div>
  );
}
