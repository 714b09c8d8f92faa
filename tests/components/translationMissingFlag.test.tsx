import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import documentCategories from '../../resources/documentCategories/model';
import { catalogueValidator, TranslationField, TranslationInput } from '../../src/screens';
import { renderInAdmin } from './adminTestContext';

const renderValidatedLabel = (label: unknown, onSubmit = vi.fn()) => {
  const validate = catalogueValidator(documentCategories, { name: 'documentCategories', filter: {} });
  const labelOnly = (values: Record<string, unknown>) => {
    const errors = validate(values);
    return errors.label ? { label: errors.label } : {};
  };
  renderInAdmin(
    <SimpleForm record={{ id: 1, label }} onSubmit={onSubmit} validate={labelOnly}>
      <TranslationInput source="label" label={(language) => `Label (${language})`} />
    </SimpleForm>,
    { resource: 'documentCategories' },
  );
  return onSubmit;
};

describe('the missing-translation flag', () => {
  it('flags a stored set translated in French only as soon as the form opens', () => {
    renderValidatedLabel([
      { language: 'fr', value: 'Radiographies' },
      { language: 'en', value: '' },
    ]);
    expect(screen.getByText('Missing translation: English')).toBeInTheDocument();
  });

  it('flags French when its box is emptied, and no flag when both are empty', async () => {
    renderValidatedLabel([
      { language: 'fr', value: 'Radiographies' },
      { language: 'en', value: 'X-rays' },
    ]);
    await userEvent.clear(screen.getByLabelText('Label (fr)'));
    expect(screen.getByText('Missing translation: French')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Label (en)'));
    expect(screen.queryByText(/Missing translation/)).not.toBeInTheDocument();
  });

  it('blocks saving half a set, « Required » under the empty box only', async () => {
    const onSubmit = renderValidatedLabel(null);
    await userEvent.type(screen.getByLabelText('Label (en)'), 'X-rays');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(screen.getByLabelText('Label (fr)')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Label (en)')).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('Label (fr)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Label (en)')).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is also shown in listings, next to the text of the language that exists', () => {
    renderInAdmin(
      <>
        <RecordContextProvider
          value={{
            id: 1,
            label: [
              { language: 'fr', value: 'Radiographies' },
              { language: 'en', value: '' },
            ],
          }}
        >
          <TranslationField source="label" />
        </RecordContextProvider>
        <RecordContextProvider
          value={{
            id: 2,
            label: [
              { language: 'fr', value: 'Photos' },
              { language: 'en', value: 'Photographs' },
            ],
          }}
        >
          <TranslationField source="label" />
        </RecordContextProvider>
      </>,
      { resource: 'documentCategories' },
    );
    // English console, French-only label: the French text stands in, flagged.
    expect(screen.getByText('Radiographies')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Missing translation: English' })).toBeInTheDocument();
    expect(screen.getByText('Photographs')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Missing translation/ })).toHaveLength(1);
  });
});
