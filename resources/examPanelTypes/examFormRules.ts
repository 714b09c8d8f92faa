import { LANGUAGES } from '../../lib/model';
import { missingLanguages } from '../../lib/translationSet';

/** One row of the exam form editor. */
export interface ExamFormRow {
  id?: number;
  label?: unknown;
  type?: string | null;
  required?: boolean;
  attributeId?: number | null;
}

/** A field needs a name in each language and a type (docs/product-rules.md, "Validation"). Message keys by input. */
export function examFieldProblems(row: ExamFormRow): Partial<Record<'label' | 'type', string>> {
  const problems: Partial<Record<'label' | 'type', string>> = {};
  const missing = missingLanguages(row.label);
  if (missing.length === LANGUAGES.length) problems.label = 'app.validation.nameThisField';
  else if (missing.length > 0) problems.label = 'screens.validation.translationMissing';
  if (!row.type) problems.type = 'screens.validation.required';
  return problems;
}

/** The body of `POST /api/components/{id}/fields`: the rows in the order shown, numbered from 0. */
export const examFormPayload = (rows: ExamFormRow[]) =>
  rows.map((row, index) => ({
    ...(row.id ? { id: row.id } : {}),
    label: row.label as { language: string; value: string }[],
    type: row.type as string,
    required: !!row.required,
    attributeId: row.attributeId ?? null,
    displayOrder: index,
  }));
