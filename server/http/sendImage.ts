import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../files/fileStore';

/** `inline` with a quoted ASCII fallback and the exact UTF-8 name, so no header can be injected. */
export function contentDisposition(originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]|["\\;]/g, '_').slice(0, 150) || 'image';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName.slice(0, 150))}`;
}

/** Sends stored image bytes so a browser shows them and never runs them (SVG included). */
export function sendImage(reply: FastifyReply, file: StoredFile, bytes: Buffer, cacheControl: string) {
  return reply
    .type(file.mimeType)
    .header('content-disposition', contentDisposition(file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
    .header('cache-control', cacheControl)
    .send(bytes);
}
