import { imageParts, type ResourceModel } from '../../lib/model';
import type { ModelRegistry } from '../models';
import type { Json } from '../store/entityStore';

/**
 * Records as the API spells them: an image field declared with `bareNames` (spec §3 sheet images) reads
 * `originalName` / `path`, where storage keeps `<f>OriginalName` / `<f>Path`; embedded children too.
 */
export function spellImages<T extends Json | Json[]>(models: ModelRegistry, model: ResourceModel, result: T): T {
  const records = Array.isArray(result) ? result : [result];
  for (const record of records) {
    for (const [name, spec] of Object.entries(model.fields)) {
      if (spec.type !== 'image' || !spec.bareNames) continue;
      const parts = imageParts(name, spec);
      record[parts.originalName] = record[parts.storedOriginalName] ?? null;
      record[parts.path] = record[parts.storedPath] ?? null;
      delete record[parts.storedOriginalName];
      delete record[parts.storedPath];
    }
    for (const child of Object.values(model.children ?? {})) {
      const childModel = models.byName.get(child.resource);
      if (child.embed && childModel && Array.isArray(record[child.embed]))
        spellImages(models, childModel, record[child.embed] as Json[]);
    }
  }
  return result;
}
