import type { FastifyRequest } from 'fastify';
import { MAX_ID } from '../../lib/ids';
import { notFound } from '../errors';

/** Ids are positive 32-bit integers (PostgreSQL `integer`); anything else in a path is an unknown resource. */
export function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID) throw notFound();
  return Number(raw);
}

/** The caller's language for sorting and searching labels: English when asked for, else French. */
export function requestLanguage(request: FastifyRequest): string {
  return (request.headers['accept-language'] ?? 'fr').toString().slice(0, 2) === 'en' ? 'en' : 'fr';
}
