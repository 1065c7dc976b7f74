import type { ReactNode } from 'react';
import { FileText, History, Palette, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { VisualizationDetail } from '@common/contracts/visualizations.js';
import { PageHeader } from '@/components/layout/PageHeader';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CategoryBadge } from '@/components/document/DocumentBadges';
import { cn } from '@/lib/utils';
import { ShareButton } from '@/features/sharing';
import type { ExportFormat } from './export';
import { ExportMenu } from './ExportMenu';
import type { Panel } from './use-panels';

/**
 * Spec §2 /visualizations/{id}: the title, a Version badge (only above 0), the category and the
 * 'Generated from' line; while viewing (not editing), Edit, Colors, History and Export.
 */
export function VisualizationHeader({
  detail: { visualization, document },
  version,
  actions,
}: {
  detail: VisualizationDetail;
  version: number;
  /** The buttons, or nothing while editing. */
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      back={{ to: '/visualizations', label: 'Visualizations' }}
      title={visualization.title}
      badges={
        <>
          {version > 0 && (
            <Badge variant="purple" data-testid="version-badge">
              Version {version}
            </Badge>
          )}
          <CategoryBadge category={visualization.category} />
        </>
      }
      descriptionIcon={<FileText className="size-4 shrink-0" aria-hidden="true" />}
      description={
        <>
          Generated from{' '}
          <Link
            to={`/documents/${document.id}`}
            className="font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
          >
            {document.name}
          </Link>
        </>
      }
      actionsLayout="grid"
      actions={actions}
    />
  );
}

/** The header's buttons while viewing: Edit, the two panel toggles, Export, Share. */
export function ViewActions({
  visualizationId,
  onEdit,
  isOpen,
  onToggle,
  exporting,
  canExport,
  onExport,
}: {
  visualizationId: number;
  onEdit: () => void;
  isOpen: (panel: Panel) => boolean;
  onToggle: (panel: Panel) => void;
  exporting: ExportFormat | null;
  canExport: boolean;
  onExport: (format: ExportFormat) => void;
}) {
  return (
    <>
      <Button variant="outline" onClick={onEdit}>
        <Pencil />
        Edit
      </Button>
      <PanelToggle pressed={isOpen('colors')} onClick={() => onToggle('colors')}>
        <Palette />
        Colors
      </PanelToggle>
      <PanelToggle pressed={isOpen('history')} onClick={() => onToggle('history')}>
        <History />
        History
      </PanelToggle>
      <ExportMenu exporting={exporting} disabled={!canExport} onExport={onExport} />
      <ShareButton visualizationId={visualizationId} />
    </>
  );
}

/** A button that opens or closes a side panel, shown pressed while the panel is open. */
function PanelToggle({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      aria-pressed={pressed}
      className={cn(pressed && 'bg-accent text-accent-foreground')}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
