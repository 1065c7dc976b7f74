import { ROADMAP_HEADER_VOCABULARY } from '../../../../common/categories/product-roadmap/header-vocabulary.js';
import { headerRoles } from '../shared/header-roles.js';

/** What a roadmap's table headers and field labels mean (phase, when, content, date fields …). */
export const ROADMAP_ROLES = headerRoles(ROADMAP_HEADER_VOCABULARY);
