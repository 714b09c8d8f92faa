import { compareIdentifiers } from '../../lib/identifierOrder';
import { AREAS, type Area } from '../../lib/model';
import type { CatalogueView } from '../providers/models';

export interface MenuSection {
  area: Area;
  /** Resource (view) names, in menu order. */
  entries: string[];
}

const UNORDERED = Number.MAX_SAFE_INTEGER;

/**
 * The side menu: the areas in their order (docs/product-rules.md, "Routes and areas"), each listing its listable
 * catalogue views by the model's `menuOrder`, then the order of its views. Hidden models and empty areas are left out.
 */
export function menuSections(views: readonly CatalogueView[]): MenuSection[] {
  const shown = views
    .filter(({ model }) => !model.hiddenInMenu && model.verbs.includes('list'))
    .map((entry) => ({
      ...entry,
      rank: [entry.model.menuOrder ?? UNORDERED, entry.model.views?.indexOf(entry.view) ?? 0, entry.view.name] as const,
    }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || compareIdentifiers(a.rank[2], b.rank[2]));
  return AREAS.map((area) => ({
    area,
    entries: shown.filter((entry) => entry.area === area).map((entry) => entry.view.name),
  })).filter((section) => section.entries.length > 0);
}
