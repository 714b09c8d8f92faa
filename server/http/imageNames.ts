import { imageParts, type ResourceModel } from '../../lib/model';
import type { Json } from '../db/connection';
import type { ModelRegistry } from '../models';

/** What spellImages renames in a model's records: its `bareNames` image fields, and its embedded children. */
interface Spelling {
  images: Array<ReturnType<typeof imageParts>>;
  children: Array<{ embed: string; model: string }>;
}

/** Each model's spelling, found once (a list spells every record of its page). */
const spellings = new WeakMap<ResourceModel, Spelling>();

function spellingOf(model: ResourceModel): Spelling {
  let spelling = spellings.get(model);
  if (!spelling) {
    spelling = {
      images: Object.entries(model.fields).flatMap(([name, spec]) =>
        spec.type === 'image' && spec.bareNames ? [imageParts(name, spec)] : [],
      ),
      children: Object.values(model.children ?? {}).flatMap((child) =>
        child.embed ? [{ embed: child.embed, model: child.model }] : [],
      ),
    };
    spellings.set(model, spelling);
  }
  return spelling;
}

/**
 * Records as the API spells them: an image field declared with `bareNames` (docs/product-rules.md, "Sheets")
 * reads `originalName` / `path`, where storage keeps `<f>OriginalName` / `<f>Path`; embedded children too.
 */
export function spellImages<T extends Json | Json[]>(models: ModelRegistry, model: ResourceModel, result: T): T {
  const { images, children } = spellingOf(model);
  if (images.length === 0 && children.length === 0) return result;
  const records = Array.isArray(result) ? result : [result];
  for (const record of records) {
    for (const parts of images) {
      record[parts.originalName] = record[parts.storedOriginalName] ?? null;
      record[parts.path] = record[parts.storedPath] ?? null;
      delete record[parts.storedOriginalName];
      delete record[parts.storedPath];
    }
    for (const child of children) {
      const childModel = models.byName.get(child.model);
      if (childModel && Array.isArray(record[child.embed]))
        spellImages(models, childModel, record[child.embed] as Json[]);
    }
  }
  return result;
}
