import { type Kysely, sql } from 'kysely';
import { idColumn } from '../ddl';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('entities')
    .addColumn('id', id.type, id.build)
    .addColumn('resource', 'varchar(100)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('key_name', 'varchar(100)')
    .addColumn('parent_key', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .addColumn('deleted_by', 'integer')
    .execute();
  await db.schema
    .createIndex('entities_listing')
    .on('entities')
    .columns(['resource', 'parent_key', 'display_order', 'id'])
    .execute();
  await db.schema
    .createIndex('entities_key_name_unique')
    .on('entities')
    .columns(['resource', 'key_name'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('entity_refs')
    .addColumn('from_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(100)', (c) => c.notNull())
    .addColumn('to_resource', 'varchar(100)', (c) => c.notNull())
    .addColumn('to_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('entity_refs_to').on('entity_refs').columns(['to_resource', 'to_id']).execute();
  await db.schema.createIndex('entity_refs_from').on('entity_refs').column('from_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id.type, id.build)
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('login', 'varchar(254)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('first_connect_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('company_id', 'integer')
    .addColumn('employee_id', 'integer')
    .addColumn('entity_id', 'integer')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('users_entity').on('users').column('entity_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('rotated_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('one_time_keys')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'varchar(30)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('one_time_keys_lookup').on('one_time_keys').columns(['purpose', 'key_hash']).execute();
  await db.schema.createIndex('one_time_keys_user').on('one_time_keys').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('files')
    .addColumn('id', id.type, id.build)
    .addColumn('kind', 'varchar(50)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .addColumn('deleted_by', 'integer')
    .execute();

  await db.schema
    .createTable('error_reports')
    .addColumn('id', id.type, id.build)
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('blocked_until', 'varchar(30)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'login_attempts',
    'error_reports',
    'files',
    'one_time_keys',
    'refresh_tokens',
    'users',
    'entity_refs',
    'entities',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
