import type { Call } from './client';
import { attributeEdit, COMMON_ATTRIBUTE_WORD, COMMON_PRACTICE_WORD, codeOf } from './data';
import type { Loaded } from './loadData';

/**
 * The calls of `npm run bench` by name ("attributes detail", "practices page 50", …), over the records a kept run
 * loaded, for the tools that measure them on kept databases (abDetail.ts, traceDetail.ts). `only` selects by name (a
 * regex, case-insensitive). The update edits the kept records (the next `npm run bench` restores them as loaded).
 */
export function keptCalls(loaded: Loaded, size: number, only = /detail/i): Record<string, (i: number) => Call> {
  const pick = (ids: number[], i: number) => ids[(i * 7919) % ids.length];
  const few = (i: number) => codeOf((i * 31) % size);
  let edited = 0;
  const calls: Record<string, (i: number) => Call> = {
    'attributes first page': () => ({ path: '/api/attributes' }),
    'attributes page 50': () => ({ path: '/api/attributes?page=50' }),
    'attributes q= a few rows': (i) => ({ path: `/api/attributes?q=${few(i)}` }),
    'attributes q= many rows': () => ({ path: `/api/attributes?q=${COMMON_ATTRIBUTE_WORD}` }),
    'attributes detail': (i) => ({ path: `/api/attributes/${pick(loaded.attributeIds, i)}` }),
    'attributes update': () => attributeEdit(edited++, loaded),
    'practices first page': () => ({ path: '/api/companies' }),
    'practices page 50': () => ({ path: '/api/companies?page=50' }),
    'practices q= a few rows': (i) => ({ path: `/api/companies?q=${few(i)}` }),
    'practices q= many rows': () => ({ path: `/api/companies?q=${COMMON_PRACTICE_WORD}` }),
    'practices sort by e-mail': () => ({ path: '/api/companies?order[mainUserEmail]=asc' }),
    'practices filter activated': () => ({ path: '/api/companies?mainUserIsActive=1' }),
    'practices detail': (i) => ({ path: `/api/companies/${pick(loaded.practiceIds, i)}` }),
  };
  return Object.fromEntries(Object.entries(calls).filter(([name]) => only.test(name)));
}
