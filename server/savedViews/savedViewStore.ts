import type { Kysely } from 'kysely';
import { accessDenied, duplicate, invalid, notFound } from '../../lib/errors';
import {
  type ColumnChoice,
  checkedColumns,
  checkedListing,
  checkedName,
  checkedState,
  type Listing,
  type ListingState,
  nameKeyOf,
  type SavedView,
  stateAsOfNow,
  stateOfText,
  stateText,
  VIEWS_PER_LISTING_MAX,
} from '../../lib/savedViews';
import type { Database } from '../db/schema';

/** A saved_views row with its owner's e-mail. */
interface ViewRow {
  id: number;
  owner_id: number;
  owner_email: string | null;
  listing: string;
  name: string;
  state: string;
  created_at: string;
  updated_at: string;
}

const nowIso = () => new Date().toISOString();

/** Another request took the name between the check and the write (the unique index on owner, listing and name). */
function takenMeanwhile(error: unknown): boolean {
  const { constraint, message = '' } = (error ?? {}) as { constraint?: string; message?: string };
  return constraint === 'saved_views_owner_name' || message.includes('UNIQUE constraint failed: saved_views');
}

async function nameKept<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (takenMeanwhile(error)) throw duplicate('name');
    throw error;
  }
}

/**
 * Saved views and column choices (docs/saved-views.md) kept in the database, by the rules of lib/savedViews.ts.
 * A view is any administrator's to read (by its link), its owner's alone to change.
 */
export class SavedViewStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly listings: ReadonlyMap<string, Listing>,
  ) {}

  private answer(row: ViewRow, caller: number): SavedView {
    const state = stateAsOfNow(this.listings.get(row.listing), stateOfText(row.state));
    return {
      id: row.id,
      listing: row.listing,
      name: row.name,
      ...state,
      ownerId: row.owner_id,
      ownerEmail: row.owner_email,
      owned: row.owner_id === caller,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  private rows(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('saved_views')
      .leftJoin('users', 'users.id', 'saved_views.owner_id')
      .select([
        'saved_views.id',
        'saved_views.owner_id',
        'users.email as owner_email',
        'saved_views.listing',
        'saved_views.name',
        'saved_views.state',
        'saved_views.created_at',
        'saved_views.updated_at',
      ]);
  }

  /** The caller's own views, of one listing when given, by name. */
  async list(caller: number, listing?: string): Promise<SavedView[]> {
    let query = this.rows().where('saved_views.owner_id', '=', caller);
    if (listing !== undefined) query = query.where('saved_views.listing', '=', listing);
    const rows = await query.orderBy('saved_views.listing').orderBy('saved_views.name_key').execute();
    return rows.map((row) => this.answer(row, caller));
  }

  async get(caller: number, id: number): Promise<SavedView> {
    return this.answer(await this.row(id), caller);
  }

  private async row(id: number, db: Kysely<Database> = this.db): Promise<ViewRow> {
    const row = await this.rows(db).where('saved_views.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('saved view');
    return row;
  }

  /** Refuses a name another view of the owner's listing has (409 / 1201). */
  private async refuseTakenName(db: Kysely<Database>, owner: number, listing: string, name: string, except?: number) {
    let query = db
      .selectFrom('saved_views')
      .select('id')
      .where('owner_id', '=', owner)
      .where('listing', '=', listing)
      .where('name_key', '=', nameKeyOf(name));
    if (except !== undefined) query = query.where('id', '<>', except);
    if (await query.executeTakeFirst()) throw duplicate('name');
  }

  async create(caller: number, body: Record<string, unknown>): Promise<SavedView> {
    const listing = checkedListing(this.listings, body.listing);
    const name = checkedName(body.name);
    const state = checkedState(listing, body);
    const id = await nameKept(
      this.db.transaction().execute(async (trx) => {
        await this.refuseTakenName(trx, caller, listing.name, name);
        const { count } = await trx
          .selectFrom('saved_views')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('owner_id', '=', caller)
          .where('listing', '=', listing.name)
          .executeTakeFirstOrThrow();
        if (Number(count) >= VIEWS_PER_LISTING_MAX)
          throw invalid('listing', `at most ${VIEWS_PER_LISTING_MAX} views a listing`);
        const now = nowIso();
        const inserted = await trx
          .insertInto('saved_views')
          .values({
            owner_id: caller,
            listing: listing.name,
            name,
            name_key: nameKeyOf(name),
            state: stateText(state),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      }),
    );
    return this.get(caller, id);
  }

  /** Renames a view or changes what it keeps: its owner only (403 / 1105). */
  async update(caller: number, id: number, body: Record<string, unknown>): Promise<SavedView> {
    await nameKept(
      this.db.transaction().execute(async (trx) => {
        const row = await this.row(id, trx);
        if (row.owner_id !== caller) throw accessDenied('only its owner changes a saved view');
        if ('listing' in body && body.listing !== row.listing) throw invalid('listing', 'a view stays on its listing');
        const listing = checkedListing(this.listings, row.listing);
        const name = 'name' in body ? checkedName(body.name) : row.name;
        const state: ListingState = checkedState(listing, body, stateOfText(row.state));
        await this.refuseTakenName(trx, caller, row.listing, name, id);
        await trx
          .updateTable('saved_views')
          .set({ name, name_key: nameKeyOf(name), state: stateText(state), updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
      }),
    );
    return this.get(caller, id);
  }

  async remove(caller: number, id: number): Promise<void> {
    const row = await this.row(id);
    if (row.owner_id !== caller) throw accessDenied('only its owner deletes a saved view');
    await this.db.deleteFrom('saved_views').where('id', '=', id).execute();
  }

  async columns(caller: number, listing: string): Promise<ColumnChoice> {
    const { name } = checkedListing(this.listings, listing);
    const row = await this.db
      .selectFrom('column_choices')
      .select('columns')
      .where('owner_id', '=', caller)
      .where('listing', '=', name)
      .executeTakeFirst();
    return { listing: name, columns: row ? stateOfText(`{"columns":${row.columns}}`).columns : null };
  }

  /** Keeps the caller's columns of a listing; null forgets them (the listing's own again). */
  async chooseColumns(caller: number, listing: string, body: Record<string, unknown>): Promise<ColumnChoice> {
    const { name } = checkedListing(this.listings, listing);
    if (!('columns' in body)) throw invalid('columns', 'columns is required (null: the listing’s own)');
    const columns = checkedColumns(body.columns);
    const where = { owner: caller, listing: name };
    if (columns === null) {
      await this.db
        .deleteFrom('column_choices')
        .where('owner_id', '=', where.owner)
        .where('listing', '=', where.listing)
        .execute();
    } else {
      const values = { columns: JSON.stringify(columns), updated_at: nowIso() };
      await this.db
        .insertInto('column_choices')
        .values({ owner_id: where.owner, listing: where.listing, ...values })
        .onConflict((conflict) => conflict.columns(['owner_id', 'listing']).doUpdateSet(values))
        .execute();
    }
    return { listing: name, columns };
  }
}
