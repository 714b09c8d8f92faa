import { type RawBuilder, sql } from 'kysely';
import {
  rankedHits,
  type SearchHit,
  searchedCatalogues,
  searchesAnything,
  searchesInside,
} from '../../lib/globalSearch';
import type { ResourceModel } from '../../lib/model';
import { keyFieldOf } from '../../lib/model';
import type { Db, Json } from '../db/connection';
import { likePattern } from '../store/listSql';

/**
 * How many records the text index names at most for one search, ranked among themselves (lib/globalSearch.ts) with
 * the records whose key name is the needle, always looked up: a search read by a person names a few records, and one
 * naming thousands ("dent") is answered from its first ones in id order (docs/search.md).
 */
export const SEARCH_CANDIDATES = 300;

/**
 * The global search over every catalogue (docs/search.md), in one statement on the list index kept at each write
 * (server/store/listIndex.ts): the folded search text of every active record (`entity_search`: SQLite FTS5 trigram,
 * PostgreSQL pg_trgm) for the needle inside texts, the filter terms (`entity_terms`) for a whole key name.
 */
export class GlobalSearch {
  private readonly catalogues: ResourceModel[];
  private readonly byName: Map<string, ResourceModel>;
  /** The key fields and the catalogues declaring each (one index lookup per field name). */
  private readonly keyFields: Map<string, string[]>;

  constructor(
    models: readonly ResourceModel[],
    private readonly postgres: boolean,
    private readonly candidates = SEARCH_CANDIDATES,
  ) {
    this.catalogues = searchedCatalogues(models);
    this.byName = new Map(this.catalogues.map((model) => [model.name, model]));
    this.keyFields = new Map();
    for (const model of this.catalogues) {
      const field = keyFieldOf(model);
      if (field) this.keyFields.set(field, [...(this.keyFields.get(field) ?? []), model.name]);
    }
  }

  /** The records matching `needle` (lib/globalSearch.ts needleOf), best first, at most `limit`. */
  async search(db: Db, needle: string, limit: number): Promise<SearchHit[]> {
    if (!searchesAnything(needle) || this.catalogues.length === 0) return [];
    const sources = [this.keyHits(needle)];
    if (searchesInside(needle)) sources.push(this.textHits(needle));
    const rows = await sql<{ id: number; resource: string; data: string }>`select e.id, e.resource, e.data
      from entities e
      where e.id in (${sql.join(sources, sql` union `)})
        and e.deleted_at is null
        and e.resource in (${sql.join(this.catalogues.map((model) => model.name))})`.execute(db);
    return rankedHits(
      rows.rows.map((row) => ({
        model: this.byName.get(row.resource) as ResourceModel,
        id: row.id,
        data: JSON.parse(row.data) as Json,
      })),
      needle,
      limit,
    );
  }

  /** The records whose key name is the needle: filter terms hold key names lowercased (lib/listRules.ts). */
  private keyHits(needle: string): RawBuilder<unknown> {
    const byField = [...this.keyFields].map(
      ([field, resources]) => sql`(t.field = ${field} and t.resource in (${sql.join(resources)}))`,
    );
    if (byField.length === 0) return sql`select 0 where 1 = 0`;
    return sql`select t.entity_id from entity_terms t where t.term = ${needle} and (${sql.join(byField, sql` or `)})`;
  }

  /** The first records whose search text holds the needle. */
  private textHits(needle: string): RawBuilder<unknown> {
    if (this.postgres)
      return sql`select * from (select s.entity_id from entity_search s
        where s.text like ${likePattern(needle)} limit ${this.candidates}) found`;
    const phrase = `"${needle.replace(/"/g, '""')}"`;
    return sql`select * from (select rowid from entity_search
      where entity_search match ${phrase} limit ${this.candidates})`;
  }
}
