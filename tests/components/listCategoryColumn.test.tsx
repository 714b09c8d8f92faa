import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GenericList } from '../../src/screens';
import { mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];
const diagnosis = { id: 10, keyName: 'diagnosis', label: tr('Diagnostic', 'Diagnosis'), parentCategory: null };
const records = {
  id: 11,
  keyName: 'diagnosis_records',
  label: tr('Enregistrements', 'Records'),
  parentCategoryId: 10,
  parentCategory: { id: 10, keyName: 'diagnosis', label: diagnosis.label },
};
const page = (data: object[]) => ({ data, pageInfo: { hasNextPage: false, hasPreviousPage: false } });

describe('a listing filed under categories of any level', () => {
  it('names a sub-category after its parent, and a top-level category alone', async () => {
    mockIntersectionObserver();
    const actTypes = [
      { id: 1, keyName: 'impressions', label: tr('Empreintes', 'Impressions'), categoryId: 11, category: { id: 11 } },
      { id: 2, keyName: 'consult', label: tr('Consultation', 'Consultation'), categoryId: 10, category: { id: 10 } },
    ];
    const getMany = vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({
      data: [diagnosis, records].filter((category) => ids.includes(category.id)),
    }));
    renderInAdmin(<GenericList />, {
      resource: 'actTypes',
      dataProvider: { getList: vi.fn(async () => page(actTypes)), getMany },
    });
    expect(await screen.findByText('Diagnosis › Records')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Diagnosis' })).toBeInTheDocument();
    expect(getMany).toHaveBeenCalledWith('actCategories.all', expect.objectContaining({ ids: [11, 10] }));
  });
});
