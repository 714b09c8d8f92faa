import { ErrorCode } from '../../lib/errors';

/** OpenAPI description of an import's answer (lib/transfer/plan.ts ImportReport); written by JSON.stringify. */
const problemSchema = {
  type: 'object',
  properties: {
    field: { type: 'string', description: 'the field at fault ("" for the row as a whole)' },
    column: { type: 'string', description: 'the column at fault' },
    code: {
      type: 'integer',
      description: `the error code the same write answers: ${ErrorCode.Duplicate} duplicate, ${ErrorCode.Mandatory} mandatory, ${ErrorCode.Invalid} invalid, ${ErrorCode.ResourceAccessDenied} not allowed now`,
    },
    reason: {
      type: 'string',
      enum: [
        'mandatory',
        'invalid',
        'character',
        'unknownReference',
        'ambiguousReference',
        'duplicateInFile',
        'duplicate',
        'locked',
        'dependsOnRefused',
        'cycle',
        'refused',
      ],
    },
    rule: { type: 'string', description: 'an attribute’s options in disagreement' },
    languages: {
      type: 'array',
      items: { type: 'string' },
      description: 'mandatory, on a translation set with text in some languages only: the languages it lacks',
    },
    value: { type: 'string', description: 'the key naming no record, or several' },
    catalogue: { type: 'string', description: 'the catalogue (model name) that key was looked for in' },
    lines: { type: 'array', items: { type: 'integer' }, description: 'the other rows concerned' },
  },
} as const;

export const importReportSchema = {
  type: 'object',
  properties: {
    format: { type: 'string', enum: ['csv', 'json'] },
    columns: { type: 'array', items: { type: 'string' } },
    counts: {
      type: 'object',
      properties: {
        create: { type: 'integer' },
        update: { type: 'integer' },
        unchanged: { type: 'integer' },
        refused: { type: 'integer' },
      },
    },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer', description: 'the row as a spreadsheet numbers it (header 1), or the JSON item' },
          outcome: { type: 'string', enum: ['create', 'update', 'unchanged', 'refused'] },
          id: { type: 'integer' },
          key: { type: 'string' },
          label: { description: 'the record’s name: a translation set or a text' },
          changes: {
            type: 'array',
            description: 'update: what changes, as the history records it (a translation set one language at a time)',
            items: {
              type: 'object',
              properties: {
                field: { type: 'string' },
                language: { type: 'string' },
                before: { description: 'the stored value (null: none)' },
                after: { description: 'the value imported (null: none)' },
              },
            },
          },
          problems: { type: 'array', items: problemSchema },
        },
      },
    },
  },
} as const;
