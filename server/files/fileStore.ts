import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, sanitiseSvg, sniffImage } from '../../lib/imageTypes';
import { invalid, notFound } from '../errors';
import type { Db, ImageSaver } from '../store/entityStore';

export interface StoredFile {
  id: number;
  originalName: string;
  mimeType: string;
  storageName: string;
}

const now = () => new Date().toISOString();

/**
 * Uploaded images live in DATA_DIR/uploads under random names chosen here; the names clients send
 * are kept as labels only. `/api/files/<storageName>` serves them (the random name is the capability).
 */
export class FileStore implements ImageSaver {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  async saveBytes(db: Db, bytes: Buffer, originalName: string, kind: string, field = 'file'): Promise<StoredFile> {
    if (bytes.length === 0 || bytes.length > IMAGE_MAX_BYTES) throw invalid(field, 'file empty or too large');
    const type = sniffImage(bytes);
    if (!type) throw invalid(field, 'unsupported file type');
    const content = type.mime === 'image/svg+xml' ? Buffer.from(sanitiseSvg(bytes.toString('utf8'))) : bytes;
    const storageName = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await writeFile(path.join(this.dir, storageName), content, { mode: 0o600 });
    const name = path.basename(originalName).slice(0, 255) || `image.${type.extension}`;
    const row = await db
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
    if (!row || !/^[0-9a-f]{32}\.[a-z]+$/.test(row.storage_name)) throw notFound('file');
    const bytes = await readFile(path.join(this.dir, row.storage_name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw notFound('file');
      throw error;
    });
    return {
      file: { id: row.id, originalName: row.original_name, mimeType: row.mime_type, storageName: row.storage_name },
      bytes,
    };
  }

  async remove(db: Db, id: number, actorId: number | null): Promise<void> {
    const row = await db.selectFrom('files').select('storage_name').where('id', '=', id).executeTakeFirst();
    await db.updateTable('files').set({ deleted_at: now(), deleted_by: actorId }).where('id', '=', id).execute();
    if (row) await unlink(path.join(this.dir, row.storage_name)).catch(() => undefined);
  }
}
