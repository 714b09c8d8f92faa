import type { FieldSpec, ResourceModel } from '../../lib/model';
import { treeFieldOf } from '../../lib/model';
import type { Db, Json } from '../db/connection';
import { invalid } from '../errors';
import type { ModelRegistry } from '../models';

type ReferenceSpec = Extract<FieldSpec, { type: 'reference' }>;

const referenceFields = (model: ResourceModel) =>
  Object.entries(model.fields).filter((entry): entry is [string, ReferenceSpec] => entry[1].type === 'reference');

/**
 * The parent links of tree-shaped catalogues, read once for many records checked together (an import's rows): by
 * catalogue and parent field. Valid while none of them is written.
 */
export type ParentLinks = Map<string, Promise<Map<number, number | null>>>;

/** The parent link of every active record of a tree-shaped catalogue (they are few: categories). */
function parentsOf(
  db: Db,
  resource: string,
  treeField: string,
  known?: ParentLinks,
): Promise<Map<number, number | null>> {
  const key = `${resource}.${treeField}`;
  const read = known?.get(key) ?? readParents(db, resource, treeField);
  known?.set(key, read);
  return read;
}

async function readParents(db: Db, resource: string, treeField: string): Promise<Map<number, number | null>> {
  const rows = await db
    .selectFrom('entities')
    .select(['id', 'data'])
    .where('resource', '=', resource)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(
    rows.map((row) => {
      const parent = (JSON.parse(row.data) as Json)[treeField];
      return [row.id, typeof parent === 'number' ? parent : null];
    }),
  );
}

/** A sub-category must be a child of the category chosen beside it (`childOf`). */
async function checkChildOf(
  db: Db,
  models: ModelRegistry,
  field: string,
  spec: ReferenceSpec,
  data: Json,
  known?: ParentLinks,
) {
  const child = data[field];
  if (typeof child !== 'number' || !spec.childOf) return;
  const target = models.byName.get(spec.model);
  const treeField = target && treeFieldOf(target);
  if (!treeField) throw new Error(`${field}: ${spec.model} declares no parent field (treeDepth)`);
  const parents = await parentsOf(db, spec.model, treeField, known);
  const parent = data[spec.childOf];
  if (typeof parent !== 'number' || parents.get(child) !== parent)
    throw invalid(field, `${field} is not a child of the chosen ${spec.childOf}`);
}

/** A tree's parent link (`treeDepth`): no cycle, and no nesting deeper than the declared number of levels. */
async function checkTree(
  db: Db,
  model: ResourceModel,
  field: string,
  spec: ReferenceSpec,
  data: Json,
  selfId?: number,
  known?: ParentLinks,
) {
  const parent = data[field];
  if (typeof parent !== 'number' || spec.treeDepth === undefined) return;
  const parents = await parentsOf(db, model.name, field, known);
  let depth = 1; // levels from the top down to this record
  for (let at: number | null | undefined = parent; at != null; at = parents.get(at)) {
    if (at === selfId || depth > parents.size) throw invalid(field, `${field} would form a cycle`);
    depth += 1;
  }
  let below = 0; // levels of records under this one
  if (selfId !== undefined) {
    let level = [selfId];
    while (level.length) {
      const current = new Set(level);
      level = [...parents].filter(([, p]) => p !== null && current.has(p)).map(([id]) => id);
      if (level.length) below += 1;
      if (below > parents.size) break;
    }
  }
  if (depth + below > spec.treeDepth)
    throw invalid(field, `${field} would nest records deeper than ${spec.treeDepth} levels`);
}

/**
 * Rules across records, checked on every create and update after each field's own validation:
 * a sub-category belongs to the category chosen beside it, and category parents form a tree no deeper
 * than the console shows. Both come from the model's declarations (`childOf`, `treeDepth`); a breach
 * answers 400 / 1203 on the field. `known`: parent links already read for other records checked with this one.
 */
export async function checkRecordRules(
  db: Db,
  models: ModelRegistry,
  model: ResourceModel,
  data: Json,
  selfId?: number,
  known?: ParentLinks,
): Promise<void> {
  for (const [field, spec] of referenceFields(model)) {
    await checkChildOf(db, models, field, spec, data, known);
    if (spec.model === model.name) await checkTree(db, model, field, spec, data, selfId, known);
  }
}
