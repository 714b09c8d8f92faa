import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, sniffImage } from '../../lib/imageTypes';
import { isStorableText } from '../../lib/storableText';
import type { Db } from '../db/connection';
import { invalid, notFound } from '../errors';
import type { ImageSaver } from '../store/ports';
import { type FileContents, FolderContents, STORAGE_NAME } from './fileContents';
import { sanitiseSvgOffThread } from './svgPool';

export interface StoredFile {
  id: number;
  originalName: string;
  mimeType: string;
  storageName: string;
}

/** A file nothing links to is removed once it is this old (a save and the record naming it may still be under way). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const now = () => new Date().toISOString();
const SERVED_NAME = /\/api\/files\/([0-9a-f]{32}\.[a-z]+)/g;

/** Runs `work` in a transaction, joining the caller's when there is one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The sanitised copy of an SVG upload; 400 / 1203 on the field when it cannot be made safe. */
async function safeSvg(bytes: Buffer, field: string): Promise<Buffer> {
  const outcome = await sanitiseSvgOffThread(bytes.toString('utf8'));
  if ('refused' in outcome) throw invalid(field, outcome.refused);
  return Buffer.from(outcome.svg);
}

/**
 * Uploaded images: their description in the `files` table under a random storage name chosen here (the
 * names clients send are kept as labels only), their bytes wherever `contents` keeps them.
 * `/api/files/<storageName>` serves them (the random name is the capability).
 */
export class FileStore implements ImageSaver {
  constructor(readonly contents: FileContents) {}

  async saveBytes(db: Db, bytes: Buffer, originalName: string, kind: string, field = 'file'): Promise<StoredFile> {
    if (bytes.length === 0 || bytes.length > IMAGE_MAX_BYTES) throw invalid(field, 'file empty or too large');
    const type = sniffImage(bytes);
    if (!type) throw invalid(field, 'unsupported file type');
    const content = type.mime === 'image/svg+xml' ? await safeSvg(bytes, field) : bytes;
    const storageName = `${randomBytes(16).toString('hex')}.${type.extension}`;
    if (!isStorableText(originalName)) throw invalid(field, 'the file name holds a character that cannot be stored');
    const name = path.basename(originalName).slice(0, 255) || `image.${type.extension}`;
    const row = await inTransaction(db, async (trx) => {
      await this.contents.put(trx, storageName, content);
      return trx
        .insertInto('files')
        .values({
          kind,
          original_name: name,
          mime_type: type.mime,
          size: content.length,
          storage_name: storageName,
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    return { id: row.id, originalName: name, mimeType: type.mime, storageName };
  }

  async saveBase64(db: Db, base64: string, originalName: string, kind: string) {
    const payload = base64.replace(/^data:[^;,]*;base64,/, '');
    if (!/^[A-Za-z0-9+/=\s_-]*$/.test(payload)) throw invalid(`${kind.split('.')[1] ?? 'image'}Base64`, 'not base64');
    const field = `${kind.split('.')[1] ?? 'image'}Base64`;
    const saved = await this.saveBytes(db, Buffer.from(payload, 'base64'), originalName, kind, field);
    return { path: `/api/files/${saved.storageName}`, originalName: saved.originalName };
  }

  async read(db: Db, where: { id?: number; storageName?: string }): Promise<{ file: StoredFile; bytes: Buffer }> {
    let query = db.selectFrom('files').selectAll().where('deleted_at', 'is', null);
    if (where.id !== undefined) query = query.where('id', '=', where.id);
    if (where.storageName !== undefined) query = query.where('storage_name', '=', where.storageName);
    const row = await query.executeTakeFirst();
    if (!row || !STORAGE_NAME.test(row.storage_name)) throw notFound('file');
    const bytes = await this.contents.get(db, row.storage_name);
    if (!bytes) throw notFound('file');
    return {
      file: { id: row.id, originalName: row.original_name, mimeType: row.mime_type, storageName: row.storage_name },
      bytes,
    };
  }

  async remove(db: Db, id: number, actorId: number | null): Promise<void> {
    const row = await db.selectFrom('files').select('storage_name').where('id', '=', id).executeTakeFirst();
    await db.updateTable('files').set({ deleted_at: now(), deleted_by: actorId }).where('id', '=', id).execute();
    if (row) await this.contents.remove(db, [row.storage_name]);
  }

  /**
   * Removes what a crash or a replaced image left behind, older than `before`: files no record links to
   * (by the `/api/files/<name>` path it carries, or an overlay's `fileId`; soft-deleted records count, so
   * their images stay), and stored contents without an active file. Answers how many of each.
   */
  async removeOrphans(db: Db, before: Date): Promise<{ files: number; contents: number }> {
    const linkedNames = new Set<string>();
    const linkedIds = new Set<number>();
    const owners = await db
      .selectFrom('entities')
      .select('data')
      .where((eb) => eb.or([eb('data', 'like', '%/api/files/%'), eb('data', 'like', '%"fileId"%')]))
      .execute();
    for (const { data } of owners) {
      for (const match of data.matchAll(SERVED_NAME)) linkedNames.add(match[1]);
      const fileId = (JSON.parse(data) as { fileId?: unknown }).fileId;
      if (typeof fileId === 'number') linkedIds.add(fileId);
    }
    const unlinked = (
      await db
        .selectFrom('files')
        .select(['id', 'storage_name'])
        .where('deleted_at', 'is', null)
        .where('created_at', '<', before.toISOString())
        .execute()
    ).filter((file) => !linkedNames.has(file.storage_name) && !linkedIds.has(file.id));
    for (const file of unlinked) await this.remove(db, file.id, null);

    const active = await db.selectFrom('files').select('storage_name').where('deleted_at', 'is', null).execute();
    const kept = new Set(active.map((file) => file.storage_name));
    const leftover = (await this.contents.storedBefore(db, before)).filter((name) => !kept.has(name));
    await this.contents.remove(db, leftover);
    return { files: unlinked.length, contents: leftover.length };
  }

  /**
   * Copies into this store the bytes an earlier version kept in `folder` (the data folder's uploads) for
   * active files that have none here yet, so changing where files live loses none. Answers how many.
   */
  async adoptFolder(db: Db, folder: string): Promise<number> {
    if (this.contents instanceof FolderContents && path.resolve(this.contents.dir) === path.resolve(folder)) return 0;
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => STORAGE_NAME.test(name));
    if (names.length === 0) return 0;
    const source = new FolderContents(folder);
    let adopted = 0;
    for (const name of names) {
      const active = await db
        .selectFrom('files')
        .select('id')
        .where('storage_name', '=', name)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!active || (await this.contents.get(db, name))) continue;
      const bytes = await source.get(db, name);
      if (bytes) {
        await this.contents.put(db, name, bytes);
        adopted++;
      }
    }
    return adopted;
  }
}
