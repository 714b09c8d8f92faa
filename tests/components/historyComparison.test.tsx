import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldChange } from '../../lib/history';
import { modelForResource } from '../../src/modelRegistry';
import { EntryChanges } from '../../src/screens/history/EntryChanges';
import { renderInAdmin } from './adminTestContext';

/** The changes of one entry of `resource` as the history panel shows them, in English unless told. */
function showChanges(resource: string, changes: FieldChange[], options: { initial?: boolean; language?: 'fr' } = {}) {
  const { model, view } = modelForResource(resource)!;
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({
    data: ids.filter((id) => id === 7).map((id) => ({ id, label: [{ language: 'en', value: 'Mouth' }] })),
  }));
  renderInAdmin(<EntryChanges model={model} view={view} changes={changes} initial={options.initial} />, {
    resource,
    language: options.language,
    dataProvider: { getMany },
  });
  return { getMany };
}

/** The before and after cells of the row naming `field`. */
function cellsOf(field: string) {
  const row = screen.getByRole('rowheader', { name: field }).closest('[role="row"]') as HTMLElement;
  return {
    before: within(row).getByRole('cell', { name: 'Before' }),
    after: within(row).getByRole('cell', { name: 'After' }),
  };
}

const textsOf = (cell: HTMLElement, tag: 'del' | 'ins') =>
  [...cell.querySelectorAll(tag)].map((node) => node.textContent?.trim());

describe('the history comparison', () => {
  it('names a translation set change by its field and language, and marks the words changed', () => {
    showChanges('attributes', [{ field: 'label', language: 'en', before: 'Tooth mobility', after: 'Tooth colour' }]);
    const { before, after } = cellsOf('Label (English)');
    expect(before).toHaveTextContent('Tooth mobility');
    expect(textsOf(before, 'del')).toEqual(['mobility']);
    expect(after).toHaveTextContent('Tooth colour');
    expect(textsOf(after, 'ins')).toEqual(['colour']);
  });

  it('shows each language of a set in its own row, in French too', () => {
    showChanges(
      'attributes',
      [
        { field: 'label', language: 'fr', before: 'Mobilité', after: 'Couleur' },
        { field: 'label', language: 'en', before: 'Mobility', after: 'Colour' },
      ],
      { language: 'fr' },
    );
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Libellé (français)',
      'Libellé (anglais)',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Avant' })).toBeInTheDocument();
  });

  it('compares a long text line by line, folding the unchanged lines far from the change', () => {
    const lines = Array.from({ length: 20 }, (_, at) => `Line ${at + 1} of the e-mail`);
    const changed = lines.map((line, at) => (at === 9 ? 'Line 10, rewritten' : line));
    showChanges('notificationTypes', [{ field: 'description', before: lines.join('\n'), after: changed.join('\n') }]);
    const { before, after } = cellsOf('Description');
    expect(textsOf(before, 'del')).toEqual(['Line 10 of the e-mail']);
    expect(textsOf(after, 'ins')).toEqual(['Line 10, rewritten']);
    // Two lines of context around the change; the 7 lines before it and the 10 after it are folded.
    expect(after).toHaveTextContent('Line 8 of the e-mail');
    expect(after).not.toHaveTextContent('Line 7 of the e-mail');
    expect(after).toHaveTextContent('⋯ 7 unchanged lines');
    expect(after).toHaveTextContent('⋯ 8 unchanged lines');
  });

  it('reads a value that was not there, or is no more, as « empty »', () => {
    showChanges('attributes', [
      { field: 'keyName', before: null, after: 'tooth-mobility' },
      { field: 'editable', before: true, after: null },
    ]);
    expect(cellsOf('Key').before).toHaveTextContent('empty');
    expect(textsOf(cellsOf('Key').after, 'ins')).toEqual(['tooth-mobility']);
    expect(cellsOf('Editable').before).toHaveTextContent('yes');
    expect(cellsOf('Editable').after).toHaveTextContent('empty');
  });

  it('names choices by their labels, references by their records, structured options as lines', async () => {
    const { getMany } = showChanges('attributes', [
      { field: 'type', before: 'text', after: 'select' },
      { field: 'categoryId', before: 7, after: 99 },
      {
        field: 'options',
        before: {
          options: [
            {
              value: 'a',
              label: [
                { language: 'fr', value: 'Léger' },
                { language: 'en', value: 'Mild' },
              ],
            },
          ],
        },
        after: {
          options: [
            {
              value: 'a',
              label: [
                { language: 'fr', value: 'Fort' },
                { language: 'en', value: 'Strong' },
              ],
            },
          ],
        },
      },
    ]);
    expect(cellsOf('Input type').before).toHaveTextContent('Short text');
    expect(cellsOf('Input type').after).toHaveTextContent('Drop-down list');
    // The record still there is named; the one deleted since keeps its number.
    expect(await within(cellsOf('Category').before).findByText('Mouth')).toBeInTheDocument();
    expect(cellsOf('Category').after).toHaveTextContent('#99');
    expect(getMany).toHaveBeenCalledTimes(1);
    const options = cellsOf('Input options');
    expect(options.before).toHaveTextContent('Options: • Value: a Label: FR Léger · EN Mild');
    expect(textsOf(options.after, 'ins')).toEqual(['Label: FR Fort · EN Strong']);
  });

  it('shows a record as created in one column of values, leaving out the empty ones', () => {
    showChanges(
      'attributes',
      [
        { field: 'label', language: 'en', before: null, after: 'Tooth mobility' },
        { field: 'description', language: 'en', before: null, after: '' },
      ],
      { initial: true },
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'Value']);
    expect(screen.getByRole('cell', { name: 'Value' })).toHaveTextContent('Tooth mobility');
    expect(screen.queryByRole('rowheader', { name: 'Description (English)' })).toBeNull();
  });
});
