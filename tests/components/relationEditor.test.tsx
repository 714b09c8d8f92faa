import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GenericEdit } from '../../src/screens';
import { expectFailedCallLogged, RecordPageAndListing, renderInAdmin } from './adminTestContext';

const tr = (en: string) => [
  { language: 'fr', value: en },
  { language: 'en', value: en },
];
const SCENARIO = { id: 592, keyName: 'smile_photos', label: tr('Smile photos'), type: 'photo' };
const DOCUMENTS = [
  { id: 379, keyName: 'face_front', label: tr('Face, front'), role: 'document' },
  { id: 380, keyName: 'face_smile', label: tr('Face, smiling'), role: 'reference' },
];

/** The scenario's modify page, with the calls it makes recorded in order. */
const renderScenarioEdit = (setRelation: () => Promise<unknown> = async () => ({ data: [] })) => {
  const calls: string[] = [];
  const record =
    <T,>(name: string, answer: (...args: never[]) => Promise<T>) =>
    (...args: never[]) => {
      calls.push(name);
      return answer(...args);
    };
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: SCENARIO })),
    getRelation: vi.fn(async () => ({ data: DOCUMENTS })),
    getList: vi.fn(async () => ({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
    update: vi.fn(record('update', async () => ({ data: SCENARIO }))),
    setRelation: vi.fn(record('setRelation', setRelation)),
  };
  renderInAdmin(<RecordPageAndListing resource="scenarios" page={<GenericEdit />} />, {
    resource: 'scenarios',
    dataProvider,
  });
  return { dataProvider, calls };
};

/** The page's first paint waits for its record and lists, slow on a busy machine. */
describe('relation lists in the modify form', () => {
  beforeEach(() => {
    window.location.hash = '#/scenarios/592';
  });

  it('lists the related records in order with their roles', async () => {
    renderScenarioEdit();
    expect(await screen.findByText('Face, front')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Role' }).map((select) => select.textContent)).toEqual([
      'Document',
      'Reference document',
    ]);
  });

  it('sends nothing on a removal; Save sends the record, then the list', async () => {
    const { dataProvider, calls } = renderScenarioEdit();
    await screen.findByText('Face, front');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Face, front”' }));
    expect(screen.queryByText('Face, front')).not.toBeInTheDocument();
    expect(dataProvider.setRelation).not.toHaveBeenCalled();

    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(calls).toEqual(['update', 'setRelation']));
    expect(dataProvider.update.mock.calls[0]).toEqual([
      'scenarios',
      expect.objectContaining({ data: expect.not.objectContaining({ __relations: expect.anything() }) }),
    ]);
    expect(dataProvider.setRelation).toHaveBeenCalledWith('scenarios', {
      id: 592,
      relation: 'document-types',
      items: [{ id: 380, role: 'reference' }],
    });
    expect(await screen.findByText('Listing')).toBeInTheDocument();
  });

  it('stays on the form with the error toast when the list is refused', async () => {
    const refusal = new HttpError('Generic_Error', 500, { error_code: 1000, error_status: 500 });
    const logged = expectFailedCallLogged();
    const { calls } = renderScenarioEdit(async () => {
      throw refusal;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Face, front”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/An error occurred/i);
    expect(calls).toEqual(['update', 'setRelation']);
    expect(screen.queryByText('Face, front')).not.toBeInTheDocument();
    expect(screen.queryByText('Listing')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(refusal);
  });
});
