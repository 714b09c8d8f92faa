import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup is one gzip-compressed tar file (POSIX ustar), so that an operator can also list or unpack it with `tar`.
 * Only what backups hold is written and read: regular files, names under 100 bytes. Written with Node's own zlib: a
 * tar library would be a new dependency for these two functions (docs/operations.md, "Backups").
 */

const BLOCK = 512;
/** ustar's size field: 11 octal digits. */
const MAX_ENTRY_BYTES = 8 ** 11 - 1;

/** One file of an archive: its name, its size, and its bytes (read when the archive is written). */
export interface ArchiveEntry {
  name: string;
  size: number;
  bytes: () => AsyncIterable<Buffer> | Iterable<Buffer>;
}

const octal = (value: number, digits: number) => `${value.toString(8).padStart(digits, '0')}\0`;

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  return sum;
}

function header(name: string, size: number, modifiedAt: Date): Buffer {
  if (Buffer.byteLength(name) >= 100) throw new Error(`archive entry name too long: ${name}`);
  if (size > MAX_ENTRY_BYTES) throw new Error(`${name} is larger than a tar entry can be (8 GiB)`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 'utf8');
  block.write(octal(0o600, 7), 100);
  block.write(octal(0, 7), 108);
  block.write(octal(0, 7), 116);
  block.write(octal(size, 11), 124);
  block.write(octal(Math.floor(modifiedAt.getTime() / 1000), 11), 136);
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

async function* tarBlocks(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>): AsyncGenerator<Buffer> {
  const now = new Date();
  for await (const entry of entries) {
    yield header(entry.name, entry.size, now);
    let written = 0;
    for await (const chunk of entry.bytes()) {
      written += chunk.length;
      if (written > entry.size) throw new Error(`${entry.name} grew while it was archived`);
      yield chunk;
    }
    if (written !== entry.size) throw new Error(`${entry.name} shrank while it was archived`);
    if (padding(entry.size) > 0) yield Buffer.alloc(padding(entry.size));
  }
  yield Buffer.alloc(2 * BLOCK);
}

/** Writes the entries, in order, to `file` (owner-only): under another name first, so a failed run leaves no `file`. */
export async function writeArchive(
  file: string,
  entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>,
): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.from(tarBlocks(entries)), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The text of a header field: up to its first NUL. */
const field = (block: Buffer, start: number, length: number) =>
  block.toString('utf8', start, start + length).split('\0')[0];

interface Open {
  handle: FileHandle;
  remaining: number;
  padding: number;
}

/**
 * Unpacks `file` into the folder `into`, refusing any entry `accepted` does not take (so no name can reach outside it);
 * answers the names unpacked. A file that is not a gzip'd ustar archive, or ends early, is refused with the reason.
 */
export async function extractArchive(
  file: string,
  into: string,
  accepted: (name: string) => boolean,
): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: Open | undefined;
  let ended = false;
  const take = (length: number) => {
    const taken = pending.subarray(0, length);
    pending = pending.subarray(length);
    return taken;
  };
  async function startEntry(block: Buffer): Promise<void> {
    if (field(block, 257, 5) !== 'ustar' || Number.parseInt(field(block, 148, 8), 8) !== checksum(block))
      throw new Error('not a tar archive');
    const name = field(block, 0, 100);
    const type = field(block, 156, 1);
    if ((type !== '0' && type !== '') || !accepted(name)) throw new Error(`unexpected entry ${name}`);
    const size = Number.parseInt(field(block, 124, 12), 8);
    const target = path.join(into, name);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    current = { handle: await open(target, 'wx', 0o600), remaining: size, padding: padding(size) };
    names.push(name);
  }
  /** Consumes what `pending` holds: entry bytes, padding, headers; stops when it needs more. */
  async function consume(): Promise<void> {
    for (;;) {
      if (current && current.remaining > 0) {
        if (pending.length === 0) return;
        const bytes = take(Math.min(current.remaining, pending.length));
        await current.handle.write(bytes);
        current.remaining -= bytes.length;
      } else if (current) {
        if (pending.length < current.padding) return;
        take(current.padding);
        await current.handle.close();
        current = undefined;
      } else if (ended || pending.length < BLOCK) {
        if (ended) pending = Buffer.alloc(0);
        return;
      } else {
        const block = take(BLOCK);
        if (block.every((byte) => byte === 0)) ended = true;
        else await startEntry(block);
      }
    }
  }
  try {
    await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        await consume();
      }
    });
  } finally {
    await (current as Open | undefined)?.handle.close();
  }
  if (current || !ended) throw new Error('the archive ends early: the file is incomplete');
  return names;
}
