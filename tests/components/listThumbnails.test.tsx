import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GenericList } from '../../src/screens';
import { mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const tr = (en: string) => [
  { language: 'fr', value: en },
  { language: 'en', value: en },
];

describe('GenericList images', () => {
  it('shows a record’s thumbnail first in its row, and nothing for a record without one', async () => {
    mockIntersectionObserver();
    const documentTypes = [
      { id: 1, keyName: 'face_front', label: tr('Front face'), thumbnailPath: '/api/files/face.png', displayOrder: 0 },
      { id: 2, keyName: 'cbct', label: tr('Cone beam'), thumbnailPath: null, displayOrder: 1 },
    ];
    renderInAdmin(<GenericList />, {
      resource: 'documentTypes',
      dataProvider: {
        getList: vi.fn(async () => ({ data: documentTypes, pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
      },
    });
    const withPicture = (await screen.findByText('Front face')).closest('tr') as HTMLElement;
    const picture = withPicture.querySelector('img');
    expect(picture).toHaveAttribute('src', '/api/files/face.png');
    // First of the record's own cells: the selection column's cell comes before them.
    const [firstCell] = within(withPicture)
      .getAllByRole('cell')
      .filter((cell) => !cell.classList.contains('MuiTableCell-paddingCheckbox'));
    expect(firstCell).toContainElement(picture);
    const without = screen.getByText('Cone beam').closest('tr') as HTMLElement;
    expect(without.querySelector('img')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Thumbnail' })).toBeInTheDocument();
  });
});
