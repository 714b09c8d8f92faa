import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectInput, SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AttributeOptionsInput } from '../../src/screens/json/AttributeOptionsInput';
import { renderInAdmin } from './adminTestContext';

const renderOptions = (options: unknown, language: 'en' | 'fr' = 'en', type = 'select-teeth') =>
  renderInAdmin(
    <SimpleForm record={{ id: 1, type, options }} onSubmit={vi.fn()}>
      <SelectInput
        source="type"
        choices={[
          { id: 'select-teeth', name: 'select-teeth' },
          { id: 'number', name: 'number' },
        ]}
      />
      <AttributeOptionsInput source="options" label="Options" />
    </SimpleForm>,
    { resource: 'attributes', language },
  );

/** The form with a select-teeth attribute, once its chart (loaded on demand) is shown. */
const renderChart = async (options: unknown, language: 'en' | 'fr' = 'en') => {
  renderOptions(options, language);
  await waitFor(() => expect(chart()).not.toBeNull());
};

const choose = async (combobox: HTMLElement, option: string) => {
  await userEvent.click(combobox);
  await userEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
};

/** The chart, its teeth and their state read from the DOM: role queries over 52 buttons are slow in a test document. */
const chart = () => document.querySelector<HTMLElement>('[role="group"][aria-labelledby]')!;
const tooth = (number: number) => within(chart()).getByText(String(number), { selector: 'button' });
const pressed = () =>
  [...chart().querySelectorAll('[aria-pressed="true"]')]
    .map((button) => Number(button.textContent))
    .sort((a, b) => a - b);
const shownTeeth = () => chart().querySelectorAll('button[aria-pressed]').length;

describe('TeethChartPreview', () => {
  it('changes what one click selects when the selection mode changes', async () => {
    await renderChart({ teethShown: 'final', selectionMode: 'unitary' });
    const named = screen.getByRole('group', { name: 'Teeth selection preview' });
    expect(within(named).getByRole('button', { name: '11', pressed: false })).toBe(tooth(11));
    expect(screen.getByText('No tooth selected')).toBeInTheDocument();

    await userEvent.click(tooth(11));
    expect(pressed()).toEqual([11]);
    expect(tooth(12)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Selection: 11')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('No tooth selected')).toBeInTheDocument();
    expect(tooth(11)).toHaveAttribute('aria-pressed', 'false');

    await choose(screen.getByRole('combobox', { name: 'Teeth selection mode' }), 'Quadrant');
    await userEvent.click(tooth(11));
    expect(screen.getByText('Selection: 11, 12, 13, 14, 15, 16, 17, 18')).toBeInTheDocument();
    expect(tooth(21)).toHaveAttribute('aria-pressed', 'false');
  });

  it('widens the trial selection to the new mode and toggles whole jaws', async () => {
    await renderChart({ teethShown: 'final', selectionMode: 'quadrant' });
    await userEvent.click(tooth(14));
    expect(pressed()).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);

    await choose(screen.getByRole('combobox', { name: 'Teeth selection mode' }), 'Jaw (upper / lower)');
    expect(pressed()).toHaveLength(16);
    await userEvent.click(tooth(31));
    expect(pressed()).toHaveLength(32);
    await userEvent.click(tooth(28));
    expect(
      screen.getByText('Selection: 31, 32, 33, 34, 35, 36, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48'),
    ).toBeInTheDocument();
  });

  it('shows deciduous teeth only for all teeth, and their quadrant goes with the permanent one', async () => {
    await renderChart({ teethShown: 'final', selectionMode: 'sextant' });
    expect(within(chart()).queryByText('55')).not.toBeInTheDocument();
    expect(shownTeeth()).toBe(32);

    await choose(screen.getByRole('combobox', { name: 'Teeth shown' }), 'All teeth');
    expect(shownTeeth()).toBe(52);
    await userEvent.click(tooth(55));
    expect(screen.getByText('Selection: 14, 15, 16, 17, 18, 54, 55')).toBeInTheDocument();
  });

  it('is keyboard usable and leaves the form untouched', async () => {
    await renderChart({ teethShown: 'all', selectionMode: 'unitary' }, 'fr');
    expect(screen.getByRole('group', { name: 'Aperçu de la sélection de dents' })).toBe(chart());
    act(() => tooth(21).focus());
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Sélection : 21, 22')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('is not shown for other input types', () => {
    renderOptions({ teethShown: 'all' }, 'en', 'number');
    expect(screen.getByRole('combobox', { name: 'Teeth shown' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Teeth selection preview' })).not.toBeInTheDocument();
  });
});
