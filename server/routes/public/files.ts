import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { STORAGE_NAME } from '../../files/fileContents';
import { errorSchema } from '../../http/schemas';
import { sendImage } from '../../http/sendImage';

/**
 * Images sent as base64 in JSON (aligner company logo, scenario background, select option image,
 * pedagogical sheet images), served at the `imagePath` / `path` their record answers. Public: the
 * unguessable name is the capability, so `<img src>` works without a token. A name is never reused.
 */
export default async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/files/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'An image saved from a base64 field (public: the random name is the capability)',
        params: { type: 'object', properties: { name: { type: 'string' } } },
        response: { 200: { description: 'image bytes', type: 'string', format: 'binary' }, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!STORAGE_NAME.test(name)) throw notFound('file');
      const { file, bytes } = await app.files.read(app.db, { storageName: name });
      return sendImage(reply, file, bytes, 'public, max-age=86400');
    },
  );
}
