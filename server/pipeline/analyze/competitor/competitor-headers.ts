import { COMPETITOR_HEADER_VOCABULARY } from '../../../../common/categories/competitor-analysis/header-vocabulary.js';
import { headerRoles } from '../shared/header-roles.js';

/** What a comparison table's headers mean (name column, feature corner, prices, limitations …). */
export const COMPETITOR_ROLES = headerRoles(COMPETITOR_HEADER_VOCABULARY);
