import { useDeferredValue, useMemo } from 'react';
import type { VisualizationDetail } from '@common/contracts/visualizations.js';
import type { ColorMap, VisualizationData } from '@common/render/index.js';
import {
  parseVisualizationData,
  renderVisualization,
  templateSvg,
  type RenderOutcome,
} from '@/components/visualization/render';
import { useSession } from '@/lib/session';
import { currentVersion, useSaveVisualization, useVisualizationVersions } from './api';
import { changedColors } from './color-draft';
import { ColorCustomizer } from './ColorCustomizer';
import { DebugPanels } from './DebugPanels';
import { EditingLayout } from './EditingLayout';
import { DataExtractionCard, DocumentDetailsCard, TemplateCard } from './InfoCards';
import { RenderedPreview } from './RenderedPreview';
import { ROLLBACK_FAILED, SAVE_FAILED } from './save-toasts';
import { useColorDraft } from './use-color-draft';
import { useEditMode } from './use-edit-mode';
import { useExport } from './use-export';
import { usePanels } from './use-panels';
import { useRestoreVersion } from './use-restore-version';
import { VersionHistoryPanel } from './VersionHistoryPanel';
import { ViewActions, VisualizationHeader } from './VisualizationHeader';

type PreviewInput = {
  svg: string | null;
  category: string;
  data: VisualizationData;
  colors: ColorMap | null;
};

/**
 * Each preview input drawn once. A render React starts over (a query answered while it drew)
 * throws its memoised values away; this keeps the drawing, which is the costly part.
 */
const drawings = new WeakMap<PreviewInput, RenderOutcome>();
function draw(input: PreviewInput): RenderOutcome {
  let outcome = drawings.get(input);
  if (!outcome) {
    outcome = renderVisualization(input.svg, input.data, input.category, input.colors);
    drawings.set(input, outcome);
  }
  return outcome;
}

/**
 * A loaded visualization, viewing or editing (spec §4). Viewing: the preview and the debug
 * panels, beside the side panels (colours, history) and the info cards; on phones the open side
 * panels come first, then the preview, then the info cards.
 */
export function VisualizationView({ id, detail }: { id: number; detail: VisualizationDetail }) {
  const { visualization, document, template } = detail;
  const data = useMemo(() => parseVisualizationData(visualization.data), [visualization.data]);
  const svg = templateSvg(template);

  const versions = useVisualizationVersions(id);
  // Spec §4: 0 until the versions load, and after a failed load.
  const version = versions.isSuccess ? currentVersion(versions.data) : 0;
  // Two saves, for the spec's two failure toasts: edits and colours, and restores.
  const save = useSaveVisualization(id, document.id, SAVE_FAILED);
  const rollback = useSaveVisualization(id, document.id, ROLLBACK_FAILED);
  const edit = useEditMode(data, visualization.category, save);
  const { organization } = useSession();
  const colors = useColorDraft(svg, data, save, organization?.brandPalette ?? null);
  const panels = usePanels((panel) => {
    if (panel === 'colors') colors.load(data.colors);
  });
  const { restoring, restore } = useRestoreVersion(rollback, (saved) =>
    colors.load(parseVisualizationData(saved.data).colors),
  );
  const { exporting, runExport } = useExport(id, visualization.title);

  const colorsOpen = panels.isOpen('colors') && !edit.editing;
  const historyOpen = panels.isOpen('history') && !edit.editing;
  // What the preview draws, memoised so that a re-render for another reason (a poll, a panel)
  // does not draw it again.
  const previewColors = useMemo(
    () => (colorsOpen ? changedColors(colors.draft) : null),
    [colorsOpen, colors.draft],
  );
  const previewInput = useMemo(
    () => ({
      svg,
      category: visualization.category,
      data: edit.editedData ?? data,
      colors: previewColors,
    }),
    [svg, visualization.category, edit.editedData, data, previewColors],
  );
  // null on the first render: the header and cards paint first, and the preview (merge,
  // sanitize, draw: 100 ms and more on a slow machine) follows in a render of its own, so no
  // single task blocks the page that long (issue 15, Lighthouse TBT and LCP). Edits and colours
  // stay deferred too: typing never waits for the drawing.
  const drawing = useDeferredValue(previewInput, null);
  const outcome = drawing && draw(drawing);
  const saving = save.isPending || rollback.isPending;

  const header = (
    <VisualizationHeader
      detail={detail}
      version={version}
      actions={
        !edit.editing && (
          <ViewActions
            visualizationId={id}
            onEdit={edit.edit}
            isOpen={panels.isOpen}
            onToggle={panels.toggle}
            exporting={exporting}
            canExport={outcome?.ok === true}
            onExport={(format) => void runExport(format)}
          />
        )
      }
    />
  );
  const preview = (
    <RenderedPreview
      outcome={outcome}
      svg={svg}
      title={visualization.title}
      description={
        edit.editing
          ? 'Live preview of your changes'
          : colorsOpen
            ? 'Live preview with the colors you pick'
            : `Rendered with ${template?.name ?? 'the category template'}`
      }
    />
  );

  if (edit.editing) {
    return (
      <EditingLayout
        header={header}
        preview={preview}
        model={edit.editing}
        errors={edit.errors}
        saving={saving}
        onChange={edit.setEditing}
        onCancel={edit.cancel}
        onSave={edit.saveEdit}
      />
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      {header}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="order-2 grid min-w-0 grid-cols-1 content-start gap-6 lg:order-1 lg:col-span-2">
          {preview}
          <DebugPanels data={data} outcome={outcome} />
        </div>
        <div className="contents lg:order-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          {(historyOpen || colorsOpen) && (
            <div className="order-1 grid min-w-0 grid-cols-1 content-start gap-6">
              {colorsOpen && (
                <ColorCustomizer
                  templateColors={colors.templateColors}
                  draft={colors.draft}
                  dirty={colors.dirty}
                  saving={save.isPending}
                  onChange={colors.setDraft}
                  onReset={colors.resetToTemplate}
                  onSave={colors.saveColors}
                  onClose={() => panels.close('colors')}
                  onApplyBrandColors={colors.applyBrandColors}
                />
              )}
              {historyOpen && (
                <VersionHistoryPanel
                  versions={versions.data}
                  loading={versions.isPending}
                  failed={versions.isError}
                  restoring={restoring}
                  onRestore={restore}
                  onClose={() => panels.close('history')}
                />
              )}
            </div>
          )}
          <div className="order-3 grid min-w-0 grid-cols-1 content-start gap-6">
            <DocumentDetailsCard document={document} />
            <TemplateCard template={template} />
            <DataExtractionCard document={document} />
          </div>
        </div>
      </div>
    </div>
  );
}
