import type { ResourceModel } from '../../lib/model';
import { invalid, notFound } from '../errors';
import type { Db, EntityStore, Json } from './entityStore';

const now = () => new Date().toISOString();

/**
 * The relation calls (`GET|POST /api/<api>/{id}/<path>`: an ordered list kept in the owner) and the
 * children calls (records pointing at the owner through a reference field).
 */
export class RelationStore {
  constructor(private readonly store: EntityStore) {}

  async relation(model: ResourceModel, id: number, path: string, db: Db = this.store.db): Promise<Json[]> {
    const spec = model.relations?.[path];
    if (!spec) throw notFound(path);
    const row = await this.store.findRow(db, model, id);
    const items = ((JSON.parse(row.data) as Json)[spec.field] ?? []) as Array<Json & { id: number }>;
    const target = this.store.model(spec.resource);
    const related = await this.store
      .activeRows(db, target.name)
      .where('id', 'in', items.length ? items.map((i) => i.id) : [-1])
      .execute();
    const byId = new Map(related.map((r) => [r.id, this.store.toRecord(target, r)]));
    return items
      .filter((item) => byId.has(item.id))
      .map((item, index) => ({ ...byId.get(item.id), ...item, displayOrder: index }));
  }

  async setRelation(model: ResourceModel, id: number, path: string, body: unknown): Promise<Json[]> {
    const spec = model.relations?.[path];
    if (!spec || spec.readOnly) throw notFound(path);
    const raw = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
    if (!Array.isArray(raw) || raw.length > 1000) throw invalid('items');
    const items = raw.map((entry) => {
      const item = typeof entry === 'number' ? { id: entry } : (entry as Json);
      if (!item || typeof item !== 'object' || !Number.isSafeInteger(item.id) || (item.id as number) < 1)
        throw invalid('id');
      const out: Json = { id: item.id };
      if (spec.role) {
        const role = item[spec.role.name] ?? spec.role.default;
        if (typeof role !== 'string' || !spec.role.values.includes(role)) throw invalid(spec.role.name);
        out[spec.role.name] = role;
      }
      return out;
    });
    const unique = new Set(items.map((i) => `${i.id}:${spec.role ? i[spec.role.name] : ''}`));
    if (unique.size !== items.length) throw invalid('items', 'duplicate item');
    return this.store.db.transaction().execute(async (trx) => {
      const row = await this.store.findRow(trx, model, id);
      await this.store.assertExists(
        trx,
        spec.resource,
        items.map((i) => i.id as number),
        spec.field,
      );
      const data = { ...(JSON.parse(row.data) as Json), [spec.field]: items };
      await trx
        .updateTable('entities')
        .set({ data: JSON.stringify(data), updated_at: now() })
        .where('id', '=', id)
        .execute();
      await this.store.writeRefs(trx, model, id, data);
      return this.relation(model, id, path, trx);
    });
  }

  async children(model: ResourceModel, id: number, path: string, db: Db = this.store.db): Promise<Json[]> {
    const spec = model.children?.[path];
    if (!spec) throw notFound(path);
    await this.store.findRow(db, model, id);
    const target = this.store.model(spec.resource);
    const rows = await this.store
      .activeRows(db, target.name)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('entity_refs')
          .select('from_id')
          .where('to_resource', '=', model.name)
          .where('to_id', '=', id)
          .where('field', '=', spec.foreignKey),
      )
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    const records = rows.map((r) => this.store.toRecord(target, r));
    if ('displayOrder' in target.fields)
      records.sort((a, b) => Number(a.displayOrder ?? 0) - Number(b.displayOrder ?? 0));
    return this.store.decorate(db, target, records);
  }
}
