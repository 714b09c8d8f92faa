import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseUnstorable } from '../../lib/storableText';

/**
 * Every call: a path parameter, query string or JSON body holding a character no database keeps (NUL,
 * lone surrogates) answers 400 / 1203 naming the field, before any handler reads it. Runs after
 * authentication (onRequest), so a call without a token still answers 401.
 */
export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    refuseUnstorable([request.params, request.query, request.body]);
  });
});
