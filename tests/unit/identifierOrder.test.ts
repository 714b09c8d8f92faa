import { describe, expect, it } from 'vitest';
import { compareIdentifiers } from '../../lib/identifierOrder';
import { catalogueViews } from '../../src/providers/models';

describe('identifier order', () => {
  it('orders the catalogues, their views and list parameters as localeCompare does', () => {
    const names = [
      ...catalogueViews.flatMap(({ model, view }) => [model.name, view.name]),
      ...[
        'displayedFilters',
        'filter',
        'order',
        'page',
        'perPage',
        'sort',
        'examType',
        'examtype',
        'ExamType',
        'a1',
        'a10',
        'a2',
      ],
    ];
    const shuffled = [...names].reverse();
    expect(shuffled.sort(compareIdentifiers)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('says two equal identifiers are equal', () => {
    expect(compareIdentifiers('attributes', 'attributes')).toBe(0);
  });
});
