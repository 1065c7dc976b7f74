import { LIST_SEPARATOR, MAX_ITEMS } from '../../render/constants.js';
import type { VisualizationData } from '../../render/data-schema.js';
import {
  cleanItems,
  countItems,
  joinValue,
  plural,
  splitListText,
  type TextOrList,
} from '../../render/list-values.js';
import { cleanValue } from '../../render/placeholder.js';
import type { MergeValues } from '../module.js';
import type { Milestone, Phase } from './schema.js';

/** Roadmap data → PHASE_n…, MILESTONE_n…; counts and the subtitle. */

/** A phase's features as items: a list as it is, one string split at ; • · and commas. */
export function featureList(features: TextOrList): string[] {
  if (Array.isArray(features)) return cleanItems(features);
  return cleanItems(splitListText(String(features ?? '')));
}

/** The phases the renderer numbers: those with a name or features, at most five. */
export function shownPhases(data: VisualizationData): Phase[] {
  return (data.phases ?? [])
    .filter((p: Phase) => cleanValue(p.name) || joinValue(p.features))
    .slice(0, MAX_ITEMS);
}

export function roadmapValues(data: VisualizationData, values: MergeValues): void {
  shownPhases(data).forEach((phase, i) => {
    const n = i + 1;
    values[`PHASE_${n}`] = cleanValue(phase.name);
    values[`PHASE_${n}_TIMELINE`] = cleanValue(phase.timeline);
    values[`PHASE_${n}_DESC`] = cleanValue(phase.description);
    values[`PHASE_${n}_STATUS`] = cleanValue(phase.status);
    values[`PHASE_${n}_FEATURES`] = joinValue(phase.features);
    featureList(phase.features).forEach((feature, j) => {
      values[`PHASE_${n}_FEATURE_${j + 1}`] = feature;
    });
  });
  const milestones = (data.milestones ?? [])
    .filter((m: Milestone) => cleanValue(m.description) || cleanValue(m.date))
    .slice(0, MAX_ITEMS);
  milestones.forEach((milestone, i) => {
    const n = i + 1;
    values[`MILESTONE_${n}`] = cleanValue(milestone.description);
    values[`MILESTONE_${n}_DATE`] = cleanValue(milestone.date);
    values[`MILESTONE_${n}_DESC`] = cleanValue(milestone.description);
    values[`MILESTONE_${n}_FEATURES`] = joinValue(milestone.features);
  });
}

export function roadmapDerivedValues(values: MergeValues): MergeValues {
  return {
    PHASE_COUNT: String(countItems(values, 'PHASE')),
    MILESTONE_COUNT: String(countItems(values, 'MILESTONE')),
  };
}

export function roadmapSubtitle(values: MergeValues): string {
  const phases = Number(values.PHASE_COUNT);
  const milestones = Number(values.MILESTONE_COUNT);
  const parts = [phases && plural(phases, 'phase'), milestones && plural(milestones, 'milestone')];
  return parts.filter(Boolean).join(LIST_SEPARATOR) || 'No phases or milestones found';
}

/** Features per phase in the editor: the template shows five, the joined list may hold more. */
export const MAX_PHASE_FEATURES = 10;

/**
 * The features of phase n as the editor shows them: the extracted joined list if there is one,
 * else the phase's own list (up to MAX_PHASE_FEATURES), with PHASE_n_FEATURE_m overrides applied.
 */
export function phaseFeaturesForEditing(
  n: number,
  data: VisualizationData,
  extracted: MergeValues,
): string[] {
  const joined = extracted[`PHASE_${n}_FEATURES`];
  const own = shownPhases(data)[n - 1]?.features;
  const features = joined
    ? splitListText(joined)
    : Array.isArray(own)
      ? own.map(cleanValue).filter(Boolean).slice(0, MAX_PHASE_FEATURES)
      : splitListText(cleanValue(own)).slice(0, MAX_PHASE_FEATURES);
  for (let m = 1; m <= MAX_ITEMS; m++) {
    const override = extracted[`PHASE_${n}_FEATURE_${m}`];
    if (override) features[m - 1] = override;
  }
  return features.filter(Boolean);
}
