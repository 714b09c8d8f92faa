import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// Record versions (docs/record-versions.md): each catalogue record counts its updates, and the record as it
// was at its recent versions is kept, to name the fields an update made on an older version would overwrite.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('entities')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('entity_versions')
    .addColumn('entity_id', 'integer', (c) => c.notNull().references('entities.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('entity_versions_pk', ['entity_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('entity_versions').execute();
  await db.schema.alterTable('entities').dropColumn('version').execute();
}
