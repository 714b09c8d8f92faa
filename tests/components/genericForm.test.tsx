import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { GenericCreate } from '../../src/screens';
import { expectFailedCallLogged, renderInAdmin } from './adminTestContext';

const PHOTOS = {
  id: 3,
  keyName: 'photos',
  label: [
    { language: 'fr', value: 'Photos' },
    { language: 'en', value: 'Photographs' },
  ],
};

const renderCreate = (create = vi.fn(async () => ({ data: { id: 12 } }))) => {
  renderInAdmin(<GenericCreate />, {
    resource: 'documentTypes',
    dataProvider: {
      getList: vi.fn(async () => ({ data: [PHOTOS], pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
      getMany: vi.fn(async () => ({ data: [PHOTOS] })),
      create,
    },
  });
  return create;
};

const fillValidDocumentType = async () => {
  await userEvent.type(screen.getByLabelText('Label (French) *'), 'Sourire');
  await userEvent.type(screen.getByLabelText('Label (English) *'), 'Smile');
  await userEvent.type(screen.getByLabelText('Key *'), 'smile');
  await userEvent.click(screen.getByRole('combobox', { name: 'Category *' }));
  await userEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Photographs' }));
};

describe('GenericCreate', () => {
  it('marks required fields and shows their messages instead of saving', async () => {
    const create = renderCreate();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    // Under each box of the label (French, English), the key and the category.
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Key *'), 'bad key!');
    expect(await screen.findByText(/Invalid key: letters, digits/)).toBeInTheDocument();
  });

  it('saves a valid record with its defaults and names it in the success toast', async () => {
    const create = renderCreate();
    await fillValidDocumentType();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      'documentTypes',
      expect.objectContaining({
        data: expect.objectContaining({
          keyName: 'smile',
          categoryId: 3,
          mediaType: 'shot',
          cameraOrientation: 'portrait',
          customZoom: 1,
          label: [
            { language: 'fr', value: 'Sourire' },
            { language: 'en', value: 'Smile' },
          ],
        }),
      }),
    );
    expect(await screen.findByText('Document type created')).toBeInTheDocument();
  });

  it('shows the duplicate-key toast and marks the key when the server refuses it', async () => {
    const duplicate = new HttpError('Generic_Error', 409, {
      error_code: 1201,
      error_status: 409,
      error_field: 'keyName',
    });
    const logged = expectFailedCallLogged();
    renderCreate(vi.fn(async () => Promise.reject(duplicate)));
    await fillValidDocumentType();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Already used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/already exists/i);
    expect(logged).toHaveBeenCalledWith(duplicate);
  });
});
