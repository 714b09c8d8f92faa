import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_ETAG } from '../../src/providers/recordEtag';
import { GenericEdit } from '../../src/screens';
import { draftKey } from '../../src/screens/form/drafts';
import { expectFailedCallLogged, RecordPageAndListing, renderInAdmin } from './adminTestContext';

// Issue 11: what a protocol's modify page shows for each outcome of Save, and that the form keeps its values.
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
function renderProtocolEdit(
  update: (...args: never[]) => Promise<unknown>,
  getOne = vi.fn(async () => ({ data: PROTOCOL })),
) {
  const dataProvider = { getOne, update: vi.fn(update) };
  renderInAdmin(<RecordPageAndListing resource="protocols" page={<GenericEdit />} />, {
    resource: 'protocols',
    dataProvider,
  });
  return dataProvider;
}

const englishLabel = () => screen.findByRole('textbox', { name: /^Label \(English\)/ });

async function editAndSave() {
  const input = await englishLabel();
  await userEvent.clear(input);
  await userEvent.type(input, 'Mine');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  return input;
}

describe('saving a protocol', () => {
  beforeEach(() => {
    window.location.hash = '#/protocols/3';
  });
  afterEach(() => sessionStorage.clear());

  it('names the fields changed meanwhile; Overwrite saves again on the current version', async () => {
    const stale = new HttpError('Generic_Error', 409, {
      error_code: 1204,
      error_status: 409,
      changed_fields: ['description'],
    });
    const logged = expectFailedCallLogged();
    const update = vi
      .fn()
      .mockRejectedValueOnce(stale)
      .mockResolvedValueOnce({ data: { ...PROTOCOL, id: 3 } });
    const getOne = vi
      .fn()
      .mockResolvedValueOnce({ data: PROTOCOL })
      .mockResolvedValue({ data: { ...PROTOCOL, description: tr('Theirs', 'Theirs'), [RECORD_ETAG]: '"2"' } });
    const dataProvider = renderProtocolEdit(update, getOne);
    const input = await editAndSave();

    const dialog = await screen.findByRole('dialog', { name: 'Changed meanwhile' });
    expect(dialog).toHaveTextContent('Field changed meanwhile: “Description”.');
    expect(input).toHaveValue('Mine');
    expect(screen.queryByText('Protocol saved')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    const [, second] = dataProvider.update.mock.calls[1] as unknown as [string, { data: Record<string, unknown> }];
    expect(second.data[RECORD_ETAG]).toBe('"2"');
    expect(second.data.label).toEqual(tr('Protocole', 'Mine'));
    expect(await screen.findByText('Protocol saved')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(stale);
  });

  it('says nothing was saved when the answer holds no record (a call that ended the session)', async () => {
    const dataProvider = renderProtocolEdit(async () => ({ data: {} }));
    const input = await editAndSave();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toBeDisabled());
    expect(screen.queryByText('Protocol saved')).toBeNull();
    // Still on the form, with what was typed (a save leaves for the listing).
    expect(screen.queryByText('Listing')).toBeNull();
    expect(input).toHaveValue('Mine');
  });

  it('keeps the typed values and says the server does not answer when the network is down', async () => {
    const offline = new HttpError('Generic_Error', 0, { error_code: -1, error_status: -1 });
    const logged = expectFailedCallLogged();
    renderProtocolEdit(async () => {
      throw offline;
    });
    const input = await editAndSave();
    expect(await screen.findByText(/The server does not answer: check the connection/)).toBeInTheDocument();
    expect(input).toHaveValue('Mine');
    expect(logged).toHaveBeenCalledWith(offline);
  });

  it('offers back a draft kept when the session ended; resumed, it becomes the unsaved changes', async () => {
    sessionStorage.setItem(
      draftKey('protocols', 3),
      JSON.stringify({ ...PROTOCOL, description: tr('Brouillon', 'Draft') }),
    );
    const dataProvider = renderProtocolEdit(async () => ({ data: PROTOCOL }));
    const offer = await screen.findByRole('status');
    expect(offer).toHaveTextContent('Unsaved changes of this form were kept when your session ended.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Resume my changes' }));
    expect(screen.getByRole('textbox', { name: /^Description \(English\)/ })).toHaveValue('Draft');
    expect(sessionStorage.getItem(draftKey('protocols', 3))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
  });
});
