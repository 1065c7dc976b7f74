import type {
  Visualization,
  VisualizationVersion,
} from '../../../common/contracts/visualizations.js';
import type { VersionRow, VisualizationRow } from './repo.js';

export function toVisualization(row: VisualizationRow): Visualization {
  return {
    id: row.id,
    title: row.title,
    category: row.category as Visualization['category'],
    templateId: row.templateId,
    data: row.data,
    imageUrl: row.imageUrl,
    documentId: row.documentId,
    userId: row.userId,
    organizationId: row.organizationId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toVersion(row: VersionRow): VisualizationVersion {
  return {
    id: row.id,
    version: row.version,
    data: row.data,
    changeDescription: row.changeDescription,
    createdAt: row.createdAt.toISOString(),
  };
}
