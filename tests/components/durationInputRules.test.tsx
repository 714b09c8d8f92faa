import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import sessionTypes from '../../resources/sessionTypes/model';
import { catalogueValidator, DurationInput } from '../../src/screens';
import { renderInAdmin } from './adminTestContext';

/** The duration of a session type inside a form checked by the catalogue's own rules (lib/validation). */
const renderValidated = (record: Record<string, unknown>, onSubmit = vi.fn()) => {
  const validate = catalogueValidator(sessionTypes, { name: 'sessionTypes', filter: {} });
  // Only the duration is under test: the other fields of a session type are left out of the check.
  const durationOnly = (values: Record<string, unknown>) => {
    const errors = validate(values);
    return errors.defaultDuration ? { defaultDuration: errors.defaultDuration } : {};
  };
  renderInAdmin(
    <SimpleForm record={record} onSubmit={onSubmit} validate={durationOnly} noValidate>
      <DurationInput source="defaultDuration" label="Default duration" />
    </SimpleForm>,
    { resource: 'sessionTypes' },
  );
  return onSubmit;
};

const valueBox = () => screen.getByRole('spinbutton', { name: 'Duration' });
const unitSelect = () => screen.getByRole('combobox', { name: 'Unit' });

describe('DurationInput rules', () => {
  it('keeps a unit chosen before any value, then saves it with the value typed', async () => {
    const onSubmit = renderValidated({ id: 1, defaultDuration: null });
    await userEvent.click(unitSelect());
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'months' }));
    expect(unitSelect()).toHaveTextContent('months');

    await userEvent.type(valueBox(), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ defaultDuration: { value: 6, unit: 'month' } }),
      expect.anything(),
    );
  });

  it('refuses a negative value before sending, with the translated message (forms skip the browser bubbles)', async () => {
    const onSubmit = renderValidated({ id: 1, defaultDuration: null });
    // A test document may drop a lone '-' typed in a number box (jsdom did): set the whole value at once, as a browser
    // would hold it.
    fireEvent.change(valueBox(), { target: { value: '-2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invalid duration: a positive value and a unit')).toBeInTheDocument();
    expect(valueBox()).toHaveAccessibleDescription('Invalid duration: a positive value and a unit');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a value beyond the API limit with a message read with the value box', async () => {
    const onSubmit = renderValidated({ id: 1, defaultDuration: null });
    await userEvent.type(valueBox(), '100001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invalid duration: a positive value and a unit')).toBeInTheDocument();
    expect(valueBox()).toHaveAttribute('aria-invalid', 'true');
    expect(valueBox()).toHaveAccessibleDescription('Invalid duration: a positive value and a unit');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the unit in the singular for a value of one', async () => {
    renderValidated({ id: 1, defaultDuration: { value: 1, unit: 'week' } });
    expect(valueBox()).toHaveValue(1);
    expect(unitSelect()).toHaveTextContent(/^week$/);
  });
});
