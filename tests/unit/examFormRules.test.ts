import { describe, expect, it } from 'vitest';
import { examFieldProblems, examFormPayload } from '../../resources/examPanelTypes/examFormRules';

const label = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];

describe('exam form rules', () => {
  it('asks a field for a name, in every language, and for its input type', () => {
    expect(examFieldProblems({})).toEqual({
      label: 'app.validation.nameThisField',
      type: 'screens.validation.required',
    });
    expect(examFieldProblems({ label: label('Durée', ' '), type: 'number' })).toEqual({
      label: 'screens.validation.translationMissing',
    });
    expect(examFieldProblems({ label: label('Durée', 'Duration'), type: 'number' })).toEqual({});
  });

  it('sends the rows in the order shown, new ones without an id', () => {
    const rows = [
      { id: 12, label: label('B', 'B'), type: 'text', required: true, attributeId: 4 },
      { label: label('A', 'A'), type: 'number' },
    ];
    expect(examFormPayload(rows)).toEqual([
      { id: 12, label: label('B', 'B'), type: 'text', required: true, attributeId: 4, displayOrder: 0 },
      { label: label('A', 'A'), type: 'number', required: false, attributeId: null, displayOrder: 1 },
    ]);
  });
});
