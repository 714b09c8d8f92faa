import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, invalid, mandatory, notFound } from '../../errors';
import { authorOf } from '../../http/author';
import { idParam } from '../../http/params';
import { errorSchema } from '../../http/schemas';
import { sendImage } from '../../http/sendImage';

const MODEL = 'imageOverlays';

/** A multipart failure (limits, broken body) is the client's: 400 / 1203 on `file`, never a 500. */
function multipartProblem(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalid('file', 'file too large');
  return invalid('file', `malformed multipart body${code ? ` (${code})` : ''}`);
}

async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw invalid('file', 'multipart/form-data with a file part is expected');
  let upload: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload = { bytes, filename: part.filename };
      } else if (part.fieldname === 'input') {
        let input: unknown;
        try {
          input = typeof part.value === 'string' ? JSON.parse(part.value || '{}') : part.value;
        } catch {
          throw invalid('input', 'input must be a JSON object');
        }
        if (!input || typeof input !== 'object' || Array.isArray(input))
          throw invalid('input', 'input must be a JSON object');
      }
    }
  } catch (error) {
    throw multipartProblem(error);
  }
  if (!upload) throw mandatory('file');
  return upload;
}

const overlaySummary = {
  type: 'object',
  properties: { id: { type: 'integer' }, originalName: { type: 'string' }, thumbnail: { type: 'string' } },
} as const;

/** Image overlay upload and download; list, read and delete are the generic catalogue calls. */
export default async function imageOverlayRoutes(app: FastifyInstance): Promise<void> {
  const model = app.models.byName.get(MODEL);
  if (!model) return;
  const tags = [model.api];

  app.post(
    `/api/${model.api}`,
    {
      schema: {
        tags,
        summary: 'Upload an overlay image (multipart: `file`, and `input` = "{}")',
        description: 'PNG, JPEG, WebP or SVG (sanitised), recognised from the bytes; at most 10 MB.',
        consumes: ['multipart/form-data'],
        response: { 201: overlaySummary, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const saved = await app.files.saveBytes(app.db, upload.bytes, upload.filename, `${MODEL}.file`);
      try {
        const record = await app.store.createInternal(
          model,
          { originalName: saved.originalName, mimeType: saved.mimeType, fileId: saved.id },
          (id) => ({ thumbnail: `/api/${model.api}/${id}/download` }),
          // The upload's name and size, never its bytes (docs/history.md).
          {
            author: authorOf(request),
            action: 'upload',
            extra: [{ field: 'size', before: null, after: upload.bytes.length }],
          },
        );
        return reply.code(201).send({ id: record.id, originalName: record.originalName, thumbnail: record.thumbnail });
      } catch (error) {
        await app.files.remove(app.db, saved.id, null);
        throw error;
      }
    },
  );

  app.get(
    `/api/${model.api}/:id/download`,
    {
      schema: {
        tags,
        summary: 'The image bytes, with their Content-Type',
        params: { type: 'object', properties: { id: { type: 'string' } } },
        response: {
          200: { description: 'image bytes', type: 'string', format: 'binary' },
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const record = await app.store.get(model, idParam(request));
      if (!Number.isInteger(record.fileId)) throw notFound('file');
      const { file, bytes } = await app.files.read(app.db, { id: record.fileId as number });
      return sendImage(reply, file, bytes, 'private, max-age=3600');
    },
  );
}
