import { type Kysely, sql } from 'kysely';

// Frozen: never import application code here.
// Display conditions became references (docs/search.md, "Used by"): each rule's `entityId` is kept in `entity_refs`
// under the condition's field, as every write now keeps it, so "used by" finds the records whose conditions test a
// record and its delete is refused while they do. The references of the conditions already stored are written here,
// deleted records' too (a restore finds them as a write left them).

/** The catalogues (model names) holding display conditions, and their condition fields, on 2026-12-02. */
const CONDITION_FIELDS: Record<string, string[]> = {
  actTypes: ['logicConditionContraindicated', 'logicConditionRecommended'],
  applianceTypes: ['logicConditionContraindicated', 'logicConditionRecommended'],
  attributeCategories: ['logicCondition'],
  attributes: ['logicCondition'],
  examCategories: ['logicCondition'],
  examPanelTypes: ['logicCondition'],
  objectiveTypes: ['logicCondition'],
};

/** The catalogue each rule's `entity` names (lib/conditionEntities.ts on 2026-12-02). */
const ENTITY_MODELS: Record<string, string> = {
  attribute: 'attributes',
  objective_type: 'objectiveTypes',
  exam: 'examPanelTypes',
  act_type: 'actTypes',
  appliance_type: 'applianceTypes',
};

const BATCH = 500;

interface Ref {
  from_id: number;
  field: string;
  to_resource: string;
  to_id: number;
}

function conditionRefs(id: number, field: string, condition: unknown): Ref[] {
  const rules = (condition as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(rules)) return [];
  const seen = new Set<string>();
  return rules.flatMap((rule) => {
    const { entity, entityId } = (rule ?? {}) as { entity?: unknown; entityId?: unknown };
    const model = ENTITY_MODELS[String(entity)];
    if (!model || typeof entityId !== 'number' || !Number.isInteger(entityId) || entityId <= 0) return [];
    const key = `${model}:${entityId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ from_id: id, field, to_resource: model, to_id: entityId }];
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [resource, fields] of Object.entries(CONDITION_FIELDS)) {
    let after = 0;
    for (;;) {
      const rows = (
        await sql<{ id: number; data: string }>`select id, data from entities
          where resource = ${resource} and id > ${after} order by id limit ${BATCH}`.execute(db)
      ).rows;
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1].id);
      const ids = rows.map((row) => Number(row.id));
      await sql`delete from entity_refs where from_id in (${sql.join(ids)}) and field in (${sql.join(fields)})`.execute(
        db,
      );
      const refs = rows.flatMap((row) => {
        const data = JSON.parse(row.data) as Record<string, unknown>;
        return fields.flatMap((field) => conditionRefs(Number(row.id), field, data[field]));
      });
      for (let start = 0; start < refs.length; start += BATCH) {
        const values = refs
          .slice(start, start + BATCH)
          .map((ref) => sql`(${ref.from_id}, ${ref.field}, ${ref.to_resource}, ${ref.to_id})`);
        await sql`insert into entity_refs (from_id, field, to_resource, to_id) values ${sql.join(values)}`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const fields = [...new Set(Object.values(CONDITION_FIELDS).flat())];
  await sql`delete from entity_refs where field in (${sql.join(fields)})`.execute(db);
}
