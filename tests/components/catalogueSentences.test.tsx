import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../lib/model';
import { GenericList } from '../../src/screens';
import { mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];
const diagnosis = { id: 1, keyName: 'diagnosis', label: tr('Diagnostic', 'Diagnosis'), displayOrder: 0 };
const page = (data: object[]) => ({ data, pageInfo: { hasNextPage: false, hasPreviousPage: false } });

function renderActCategories(language: Language, data: object[]) {
  mockIntersectionObserver();
  renderInAdmin(<GenericList />, {
    resource: 'actCategories',
    language,
    dataProvider: { getList: vi.fn(async () => page(data)) },
  });
}

describe('sentences naming a catalogue', () => {
  it.each([
    {
      language: 'en' as const,
      row: 'Diagnosis',
      title: 'Delete act category “Diagnosis”',
      content: 'Are you sure you want to delete this act category? It will no longer be offered.',
    },
    {
      language: 'fr' as const,
      row: 'Diagnostic',
      title: "Supprimer « Diagnostic » (catégorie d'actes)",
      content: 'Voulez-vous vraiment supprimer cet élément ? Il ne sera plus proposé.',
    },
  ])('the delete confirmation names the record and its catalogue mid-sentence in $language', async (expected) => {
    renderActCategories(expected.language, [diagnosis]);
    const row = (await screen.findByText(expected.row)).closest('tr') as HTMLElement;
    await userEvent.click(
      within(row).getByRole('button', { name: expected.language === 'en' ? 'Delete' : 'Supprimer' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(expected.title);
    expect(dialog).toHaveTextContent(expected.content);
  });

  it.each([
    { language: 'en' as const, empty: 'No act categories yet.' },
    { language: 'fr' as const, empty: "Pas encore de catégorie d'actes." },
  ])('an empty catalogue says so in a $language sentence', async ({ language, empty }) => {
    renderActCategories(language, []);
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });
});
