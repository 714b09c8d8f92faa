import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** A connection or a transaction: what every statement of the server runs on. */
export type Db = Kysely<Database> | Transaction<Database>;

/** A record's fields as stored (the JSON of `entities.data`) and answered. */
export type Json = Record<string, unknown>;
