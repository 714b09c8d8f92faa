import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ImageUploadInput } from '../../src/screens';
import { renderInAdmin } from './adminTestContext';

const PNG_BYTES = 'fake-png-bytes';
const PNG_BASE64 = btoa(PNG_BYTES);

const renderImage = (record: Record<string, unknown>, onSubmit = vi.fn()) => {
  renderInAdmin(
    <SimpleForm record={record} onSubmit={onSubmit}>
      <ImageUploadInput source="image" label="Background image" />
    </SimpleForm>,
    { resource: 'scenarios' },
  );
  return onSubmit;
};

describe('ImageUploadInput', () => {
  it('shows the stored image and offers to replace it', () => {
    renderImage({ id: 4, imagePath: '/files/scenarios/4.png', imageOriginalName: 'face.png' });
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/files/scenarios/4.png');
    expect(screen.getByText('Replace the image')).toBeInTheDocument();
  });

  it('previews a chosen file and sends its base64 payload with its name', async () => {
    const onSubmit = renderImage({ id: 4, imagePath: null });
    expect(screen.getByText('No image')).toBeInTheDocument();

    const file = new File([PNG_BYTES], 'smile.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose an image'), file);

    const preview = await screen.findByRole('img', { name: 'Preview of the new image' });
    expect(preview).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
    expect(screen.getByText('smile.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ imageBase64: PNG_BASE64, imageOriginalName: 'smile.png' }),
        expect.anything(),
      ),
    );
  });
});
