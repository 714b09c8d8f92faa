import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DurationInput } from '../../src/screens';
import { renderInAdmin } from './adminTestContext';

const renderDuration = (record: Record<string, unknown>, onSubmit = vi.fn()) => {
  renderInAdmin(
    <SimpleForm record={record} onSubmit={onSubmit}>
      <DurationInput source="defaultDuration" label="Default duration" />
    </SimpleForm>,
    { resource: 'sessionTypes' },
  );
  return onSubmit;
};

const chooseUnit = async (current: RegExp, next: string) => {
  expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveTextContent(current);
  await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: next }));
};

describe('DurationInput', () => {
  it('shows a stored duration as its value and translated unit', () => {
    renderDuration({ id: 1, defaultDuration: { value: 2, unit: 'hour' } });
    expect(screen.getByRole('group', { name: 'Default duration' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Duration' })).toHaveValue(2);
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveTextContent('hours');
  });

  it('saves the typed value with the chosen unit', async () => {
    const onSubmit = renderDuration({ id: 1, defaultDuration: null });
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Duration' }), '3');
    await chooseUnit(/days/, 'weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ defaultDuration: { value: 3, unit: 'week' } }),
      expect.anything(),
    );
  });

  it('clears the whole duration when the value is emptied', async () => {
    const onSubmit = renderDuration({ id: 1, defaultDuration: { value: 10, unit: 'minute' } });
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Duration' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ defaultDuration: null }), expect.anything());
  });
});
