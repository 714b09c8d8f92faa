// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { modelForResource } from '../../src/modelRegistry';
import { RelatedRecordsPanel } from '../../src/views';
import { renderInAdmin } from './adminTestContext';

const tr = (en: string) => [
  { language: 'fr', value: en },
  { language: 'en', value: en },
];
const DOCUMENTS = [
  { id: 379, keyName: 'face_front', label: tr('Face, front'), role: 'document' },
  { id: 380, keyName: 'face_smile', label: tr('Face, smiling'), role: 'reference' },
];

const renderScenarioRelations = (setRelation: () => Promise<unknown>) => {
  const found = modelForResource('scenarios');
  if (!found) throw new Error('scenarios model missing');
  renderInAdmin(
    <RecordContextProvider value={{ id: 592 }}>
      <RelatedRecordsPanel model={found.model} view={found.view} />
    </RecordContextProvider>,
    {
      resource: 'scenarios',
      dataProvider: {
        getRelation: vi.fn(async () => ({ data: DOCUMENTS })),
        setRelation: vi.fn(setRelation),
        getList: vi.fn(async () => ({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
      },
    },
  );
};

describe('RelatedRecordsPanel', () => {
  it('lists the related records in order with their roles', async () => {
    renderScenarioRelations(async () => ({ data: [] }));
    expect(await screen.findByText('Face, front')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Role' }).map((select) => select.textContent)).toEqual([
      'Document',
      'Reference document',
    ]);
  });

  it('saves a removal at once and brings the item back when saving fails', async () => {
    let rejectSave: (error: unknown) => void = () => {};
    const setRelation = vi.fn(() => new Promise((_, reject) => (rejectSave = reject)));
    renderScenarioRelations(setRelation);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Face, front”' }));
    expect(screen.queryByText('Face, front')).not.toBeInTheDocument();
    await waitFor(() => expect(setRelation).toHaveBeenCalled());
    expect(setRelation).toHaveBeenCalledWith('scenarios', {
      id: 592,
      relation: 'document-types',
      items: [{ id: 380, role: 'reference' }],
    });

    rejectSave(new HttpError('Generic_Error', 500, { error_code: 1000, error_status: 500 }));
    expect(await screen.findByText('Face, front')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/An error occurred/i);
  });
});
