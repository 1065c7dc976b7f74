import type { LucideIcon } from 'lucide-react';
import { FileQuestionMark, Gem, Route, ShieldExclamationPoint, Swords } from 'lucide-react';
import type { DocumentCategory } from '@common/categories.js';

export interface CategoryStyle {
  icon: LucideIcon;
  /** Badge colours. */
  badge: string;
  /** The icon tile of a card. */
  tile: string;
  /** A one-line explanation for cards. */
  blurb: string;
}

/** One colour per category, used the same way on every screen. */
export const CATEGORY_STYLES: Record<DocumentCategory, CategoryStyle> = {
  competitor_analysis: {
    icon: Swords,
    badge: 'border-transparent bg-blue-50 text-blue-700 ring-1 ring-blue-600/15 ring-inset',
    tile: 'bg-blue-50 text-blue-600 ring-1 ring-blue-600/10',
    blurb: 'Compare features, pricing and market position',
  },
  product_roadmap: {
    icon: Route,
    badge: 'border-transparent bg-violet-50 text-violet-700 ring-1 ring-violet-600/15 ring-inset',
    tile: 'bg-violet-50 text-violet-600 ring-1 ring-violet-600/10',
    blurb: 'Phases, milestones and planned features',
  },
  value_proposition: {
    icon: Gem,
    badge:
      'border-transparent bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/15 ring-inset',
    tile: 'bg-emerald-50 text-emerald-600 ring-1 ring-emerald-600/10',
    blurb: 'Customer segments, pains and gains',
  },
  risk_analysis: {
    icon: ShieldExclamationPoint,
    badge: 'border-transparent bg-orange-50 text-orange-700 ring-1 ring-orange-600/15 ring-inset',
    tile: 'bg-orange-50 text-orange-600 ring-1 ring-orange-600/10',
    blurb: 'Risks by probability, impact and mitigation',
  },
  unknown: {
    icon: FileQuestionMark,
    badge: 'border-transparent bg-slate-100 text-slate-600 ring-1 ring-slate-500/15 ring-inset',
    tile: 'bg-slate-100 text-slate-500 ring-1 ring-slate-500/10',
    blurb: 'Not yet detected',
  },
};

export function categoryStyle(category: string | null | undefined): CategoryStyle {
  return CATEGORY_STYLES[(category ?? 'unknown') as DocumentCategory] ?? CATEGORY_STYLES.unknown;
}
