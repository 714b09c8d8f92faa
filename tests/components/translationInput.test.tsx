import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TranslationInput } from '../../src/screens';
import { renderInAdmin } from './adminTestContext';

const renderLabel = (label: unknown, onSubmit = vi.fn()) => {
  renderInAdmin(
    <SimpleForm record={{ id: 1, label }} onSubmit={onSubmit}>
      <TranslationInput source="label" label={(language) => `Label (${language})`} />
    </SimpleForm>,
    { resource: 'documentCategories' },
  );
  return onSubmit;
};

describe('TranslationInput', () => {
  it('shows one box per language, filled from the translation set', () => {
    renderLabel([
      { language: 'en', value: 'Photographs' },
      { language: 'fr', value: 'Photographies' },
    ]);
    expect(screen.getByLabelText('Label (fr)')).toHaveValue('Photographies');
    expect(screen.getByLabelText('Label (en)')).toHaveValue('Photographs');
    expect(screen.queryByText(/Missing translation/)).not.toBeInTheDocument();
  });

  it('flags the missing language while only one is filled, until it is translated', async () => {
    const onSubmit = renderLabel(null);
    await userEvent.type(screen.getByLabelText('Label (fr)'), 'Radiographies');
    expect(screen.getByText('Missing translation: English')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Label (en)'), 'X-rays');
    expect(screen.queryByText(/Missing translation/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        label: [
          { language: 'fr', value: 'Radiographies' },
          { language: 'en', value: 'X-rays' },
        ],
      }),
      expect.anything(),
    );
  });
});
