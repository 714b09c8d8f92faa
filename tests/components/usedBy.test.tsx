import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsedByEntry, UsedByPage } from '../../lib/usedBy';
import { RECORD_ETAG } from '../../src/providers/recordEtag';
import { GenericEdit } from '../../src/screens';
import { expectFailedCallLogged, RecordPageAndListing, renderInAdmin } from './adminTestContext';

// Issue 53, item 2: « Utilisé par » on a record page, and the same list in its delete confirmation.
const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];
const PROTOCOL = {
  id: 3,
  label: tr('Protocole', 'Protocol'),
  description: tr('Avant', 'Before'),
  [RECORD_ETAG]: '"1"',
};
const entry = (resource: string, id: number, fr: string, en: string, keyName: string | null = null): UsedByEntry => ({
  resource,
  view: resource,
  id,
  label: tr(fr, en),
  keyName,
});
const USERS = [
  entry('fields', 12, 'Hauteur', 'Height', 'height'),
  entry('objectiveTypes', 40, 'Ingression', 'Intrusion'),
  entry('fields', 13, 'Largeur', 'Width', 'width'),
];

function renderProtocolPage(getUsedBy: (...args: never[]) => Promise<UsedByPage>, language: 'en' | 'fr' = 'en') {
  const dataProvider = { getOne: vi.fn(async () => ({ data: PROTOCOL })), getUsedBy: vi.fn(getUsedBy) };
  renderInAdmin(<RecordPageAndListing resource="protocols" page={<GenericEdit />} />, {
    resource: 'protocols',
    dataProvider,
    language,
  });
  return dataProvider;
}

const panelButton = (name: RegExp) => screen.findByRole('button', { name });

describe('« Utilisé par » on a record page', () => {
  beforeEach(() => {
    window.location.hash = '#/protocols/3';
  });

  it('counts the referring records on its heading, then lists them by catalogue, each a link to its page', async () => {
    const { getUsedBy } = renderProtocolPage(async () => ({ items: USERS, total: 3 }));
    const heading = await panelButton(/^Used by 3$/);
    expect(getUsedBy).toHaveBeenCalledWith('protocols', expect.objectContaining({ id: 3, page: 1 }));
    await userEvent.click(heading);
    const fields = await screen.findByRole('list', { name: 'Exam fields' });
    expect(within(fields).getByRole('link', { name: 'Height' })).toHaveAttribute('href', '#/fields/12');
    expect(within(fields).getByRole('link', { name: 'Width' })).toHaveAttribute('href', '#/fields/13');
    expect(within(fields).getByText('height')).toBeVisible();
    const objectives = screen.getByRole('list', { name: 'Objective types' });
    expect(within(objectives).getByRole('link', { name: 'Intrusion' })).toHaveAttribute('href', '#/objectiveTypes/40');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('reads the next page on « Afficher plus », in French', async () => {
    const { getUsedBy } = renderProtocolPage(async (...args: never[]) => {
      const { page } = (args as unknown as [string, { page: number }])[1];
      return page === 1 ? { items: USERS.slice(0, 2), total: 27 } : { items: [USERS[2]], total: 27 };
    }, 'fr');
    await userEvent.click(await panelButton(/^Utilisé par 27$/));
    expect(await screen.findByText('2 sur 27 affichés')).toBeVisible();
    expect(screen.getByRole('heading', { name: "Champs d'examen" })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByRole('link', { name: 'Largeur' })).toBeVisible();
    expect(getUsedBy).toHaveBeenLastCalledWith('protocols', expect.objectContaining({ id: 3, page: 2 }));
    expect(screen.getByText('3 sur 27 affichés')).toBeVisible();
  });

  it('says so when nothing uses the record', async () => {
    renderProtocolPage(async () => ({ items: [], total: 0 }));
    await userEvent.click(await panelButton(/^Used by 0$/));
    expect(await screen.findByText('This record is not used anywhere.')).toBeVisible();
  });

  it('offers to read again when the list could not be read', async () => {
    const logged = expectFailedCallLogged();
    let calls = 0;
    renderProtocolPage(async () => {
      calls += 1;
      if (calls <= 2) throw new Error('offline');
      return { items: [USERS[0]], total: 1 };
    });
    await userEvent.click(await panelButton(/^Used by$/));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Height' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Used by 1$/ })).toBeVisible();
    expect(logged).toHaveBeenCalledWith(new Error('offline'));
  });
});

describe('the delete confirmation', () => {
  beforeEach(() => {
    window.location.hash = '#/protocols/3';
  });

  const openConfirmation = async (deleteButton = 'Delete') => {
    await userEvent.click(await screen.findByRole('button', { name: deleteButton }));
    return screen.findByRole('dialog');
  };

  it('names the records using it, each a link, before the administrator confirms', async () => {
    renderProtocolPage(async () => ({ items: USERS, total: 3 }));
    const dialog = await openConfirmation();
    expect(
      await within(dialog).findByText(/^Used by 3 records: the deletion will be refused while they refer to it\./),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Height' })).toHaveAttribute('href', '#/fields/12');
    expect(within(dialog).getByRole('link', { name: 'Intrusion' })).toHaveAttribute('href', '#/objectiveTypes/40');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('says in French that nothing uses it', async () => {
    renderProtocolPage(async () => ({ items: [], total: 0 }), 'fr');
    const dialog = await openConfirmation('Supprimer');
    expect(await within(dialog).findByText("Aucun élément ne l'utilise.")).toBeVisible();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('warns when what uses it could not be checked, and still lets the administrator try', async () => {
    const logged = expectFailedCallLogged();
    renderProtocolPage(async () => {
      throw new Error('offline');
    });
    const dialog = await openConfirmation();
    expect(await within(dialog).findByText(/^What uses it could not be checked/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(new Error('offline'));
  });
});
