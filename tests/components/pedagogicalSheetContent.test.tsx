import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allMessages } from '../../i18n/allMessages';
import sheetScreens from '../../resources/pedagogicalSheets/screens';
import { RecordPageAndListing } from './adminTestContext';

const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];

const SHEET = {
  id: 7,
  keyName: 'dental_crowding',
  type: 'minidiag',
  title: tr('Encombrement dentaire', 'Dental crowding'),
  color: '#FB8C00',
  isPublic: true,
  themeId: null,
  attributeIds: [],
  objectiveTypeIds: [],
  attributeSubCategoryIds: [],
  sections: [
    {
      id: 70,
      pedagogicalSheetId: 7,
      type: 'what_is_it',
      title: tr('Qu’est-ce que c’est ?', 'What is it?'),
      content: tr('Les dents se chevauchent.', 'Teeth overlap.'),
      active: true,
      displayOrder: 0,
    },
    {
      id: 71,
      pedagogicalSheetId: 7,
      type: 'solutions',
      title: tr('Solutions cachées', 'Hidden solutions'),
      content: tr('Gouttières.', 'Aligners.'),
      active: false,
      displayOrder: 1,
    },
  ],
  keyWords: [{ id: 1, label: 'crowding', active: true }],
  links: [{ id: 2, label: 'FFO', link: 'https://www.orthodontie-ffo.org/' }],
};

const EMPTY_LIST = { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } };

function renderSheetEdit() {
  const calls = {
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 99, ...data } })),
    update: vi.fn(async (_resource: string, { id, data }: { id: number; data: object }) => ({ data: { id, ...data } })),
    delete: vi.fn(async (_resource: string, { id }: { id: number }) => ({ data: { id } })),
  };
  const dataProvider = testDataProvider({
    getOne: vi.fn(async () => ({ data: SHEET })),
    getList: vi.fn(async () => EMPTY_LIST),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => EMPTY_LIST),
    ...calls,
  } as never);
  const i18nProvider = polyglotI18nProvider(() => allMessages.en, 'en', [{ locale: 'en', name: 'en' }], {
    allowMissing: true,
  });
  render(
    <MemoryRouter initialEntries={['/pedagogicalSheetsMinidiag/7']}>
      <AdminContext dataProvider={dataProvider} store={memoryStore()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="pedagogicalSheetsMinidiag">
          <RecordPageAndListing resource="pedagogicalSheetsMinidiag" page={<sheetScreens.edit />} />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

const openContent = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Content' }));
  return screen.getByTestId('sheet-preview');
};
const section = (number: number) => screen.getByRole('group', { name: `Section ${number}` });

describe('the pedagogical sheet content editor', () => {
  // The modify page loads on demand (screens.tsx lazyPage): fetched once here, not within a test's first wait.
  beforeAll(() => import('../../resources/pedagogicalSheets/PedagogicalSheetEdit'));

  it('shows the active sections in the preview and follows typing before any save', async () => {
    const calls = renderSheetEdit();
    const preview = await openContent();
    expect(preview).toHaveTextContent('Dental crowding');
    expect(preview).toHaveTextContent('What is it?');
    expect(within(preview).getByText('crowding')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'FFO' })).toHaveAttribute(
      'href',
      'https://www.orthodontie-ffo.org/',
    );

    const content = within(section(1)).getByRole('textbox', { name: 'Content (English)' });
    await userEvent.clear(content);
    await userEvent.type(content, 'Teeth');
    expect(preview).toHaveTextContent('What is it?Teeth');
    await userEvent.paste(' <b>overlap</b> a lot.\nSecond line');
    const paragraph = within(preview).getByText(/Teeth <b>overlap<\/b> a lot\./);
    expect(paragraph).toHaveTextContent('Teeth <b>overlap</b> a lot. Second line');
    expect(paragraph.textContent).toContain('\nSecond line');
    expect(preview.querySelector('b')).toBeNull();

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Preview language' })).getByRole('button', { name: 'French' }),
    );
    expect(preview).toHaveTextContent('Encombrement dentaire');
    expect(preview).toHaveTextContent('Les dents se chevauchent.');
    expect(calls.update).not.toHaveBeenCalled();
  });

  it('leaves inactive sections out of the preview', async () => {
    renderSheetEdit();
    const preview = await openContent();
    expect(within(section(2)).getByRole('textbox', { name: 'Title (English) *' })).toHaveValue('Hidden solutions');
    expect(preview).not.toHaveTextContent('Hidden solutions');

    await userEvent.click(within(section(1)).getByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(preview).toHaveTextContent('No active section to show.'));
    expect(preview).not.toHaveTextContent('What is it?');
    await userEvent.click(within(section(2)).getByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(preview).toHaveTextContent('Hidden solutions'));
  });

  it('flags a section without a title and sends nothing until it has one', async () => {
    const calls = renderSheetEdit();
    const preview = await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    expect(within(section(3)).getByText('Missing section title')).toBeInTheDocument();
    expect(within(preview).getByText('Missing section title')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Each empty title box says it is required; the section keeps its flag.
    expect(await within(section(3)).findAllByText('Required')).toHaveLength(2);
    expect(within(section(3)).getByText('Missing section title')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Content (to be fixed)' })).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
    expect(calls.update).not.toHaveBeenCalled();

    // Pasted, not typed key by key: each key re-renders the whole page, minutes on a loaded machine.
    await userEvent.click(within(section(3)).getByRole('textbox', { name: 'Title (French) *' }));
    await userEvent.paste('Prévention');
    expect(within(section(3)).getAllByText('Missing section title').length).toBeGreaterThan(0);
    await userEvent.click(within(section(3)).getByRole('textbox', { name: 'Title (English) *' }));
    await userEvent.paste('Prevention');
    await waitFor(() => expect(within(section(3)).queryByText('Missing section title')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.update).toHaveBeenCalledWith('pedagogicalSheetsMinidiag', expect.anything()));
    expect(calls.create).toHaveBeenCalledTimes(1);
    expect(calls.create).toHaveBeenCalledWith('pedagogicalSheetSections', {
      data: {
        pedagogicalSheetId: 7,
        type: 'possible_causes',
        title: tr('Prévention', 'Prevention'),
        content: tr('', ''),
        active: true,
        displayOrder: 2,
      },
    });
    // The saved sections did not change: only the sheet itself is updated.
    expect(calls.update).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Minidiag sheet saved')).toBeInTheDocument();
    expect(await screen.findByText('Listing')).toBeInTheDocument();
  });

  it('removes a section after confirmation and moves another one up, in one save', async () => {
    const calls = renderSheetEdit();
    await openContent();
    await userEvent.click(within(section(1)).getByRole('button', { name: 'Remove section 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove section 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Section 2' })).not.toBeInTheDocument());
    expect(within(section(1)).getByRole('textbox', { name: 'Title (English) *' })).toHaveValue('Hidden solutions');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledWith('pedagogicalSheetsMinidiag', expect.anything()));
    expect(calls.delete).toHaveBeenCalledWith('pedagogicalSheetSections', expect.objectContaining({ id: 70 }));
    expect(calls.update).toHaveBeenCalledWith(
      'pedagogicalSheetSections',
      expect.objectContaining({ id: 71, data: expect.objectContaining({ displayOrder: 0, active: false }) }),
    );
    expect(await screen.findByText('Listing')).toBeInTheDocument();
  });
});
