import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordPicker } from '../../src/screens/inputs/RecordPicker';
import { renderInAdmin } from './adminTestContext';

const attribute = (id: number, keyName: string, english: string) => ({
  id,
  keyName,
  label: [
    { language: 'en', value: english },
    { language: 'fr', value: english },
  ],
});
const SMOKER = attribute(1, 'smoker', 'Smoker');
const MOTIVE = attribute(2, 'chief_complaint', 'Motive of the visit');
const DIABETES = attribute(3, 'diabetes', 'Diabetes');
const MOTIVATION = attribute(4, 'motivation', 'Motivation');

const page = (data: unknown[]) => ({ data, pageInfo: { hasNextPage: false, hasPreviousPage: false } });

describe('RecordPicker', () => {
  it('narrows the records listed to the text as it is typed, then adds what the API answers below them', async () => {
    let answer: (records: unknown[]) => void = () => undefined;
    const getList = vi.fn(async (_resource: string, { filter }: { filter: { q?: string } }) =>
      filter.q
        ? new Promise((resolve) => (answer = (records) => resolve(page(records))))
        : page([SMOKER, MOTIVE, DIABETES]),
    );
    renderInAdmin(<RecordPicker resource="attributes" value={null} onChange={vi.fn()} label="Item" />, {
      resource: 'attributes',
      dataProvider: { getList, getOne: vi.fn() },
    });
    const box = screen.getByRole('combobox', { name: 'Item' });
    await userEvent.click(box);
    const options = async () =>
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(await screen.findByRole('option', { name: 'Diabetes' })).toBeInTheDocument();

    // By the API's rule (labels and keys, case and accents aside), before it is asked.
    await userEvent.type(box, 'MOT');
    expect(await options()).toEqual(['Motive of the visit']);
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('attributes', expect.objectContaining({ filter: { q: 'MOT' } })),
    );
    expect(await options()).toEqual(['Motive of the visit']);

    await act(async () => answer([MOTIVE, MOTIVATION]));
    expect(await screen.findByRole('option', { name: 'Motivation' })).toBeInTheDocument();
    expect(await options()).toEqual(['Motive of the visit', 'Motivation']);
  });
});
