import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { IdListInput, StringListInput } from '../../src/screens/json/ChipListInput';
import { renderInAdmin } from './adminTestContext';

/** One chip list in a form whose values are reported on every change. */
function renderChipList(input: 'ids' | 'texts', initial: unknown[]) {
  const changes = vi.fn();
  const Input = input === 'ids' ? IdListInput : StringListInput;
  renderInAdmin(
    <Form record={{ id: 1, values: initial }} onSubmit={() => undefined} mode="onChange">
      <Input source="values" label="Values" />
      <Watch onChange={changes} />
    </Form>,
    { resource: 'alertTypes' },
  );
  return changes;
}

const Watch = ({ onChange }: { onChange: (values: unknown) => void }) => {
  onChange(useWatch({ name: 'values' }));
  return null;
};

const lastValue = (changes: ReturnType<typeof vi.fn>) => changes.mock.calls.at(-1)?.[0];

describe('chip list inputs', () => {
  it('adds a trimmed text on Enter, once, and says how under the input', async () => {
    const changes = renderChipList('texts', ['a']);
    expect(screen.getByText('Type a value, then Enter')).toBeTruthy();
    const box = screen.getByRole('combobox', { name: 'Values' });
    await userEvent.type(box, '  b  {Enter}');
    expect(lastValue(changes)).toEqual(['a', 'b']);
    await userEvent.type(box, 'a{Enter}');
    expect(lastValue(changes)).toEqual(['a', 'b']);
    await userEvent.type(box, '   {Enter}');
    expect(lastValue(changes)).toEqual(['a', 'b']);
  });

  it('keeps only ids: positive whole numbers no larger than the largest id', async () => {
    const changes = renderChipList('ids', [3]);
    expect(screen.getByText('Type a numeric id, then Enter')).toBeTruthy();
    const box = screen.getByRole('combobox', { name: 'Values' });
    await userEvent.type(box, ' 12 {Enter}');
    expect(lastValue(changes)).toEqual([3, 12]);
    for (const refused of ['0', '-4', '1.5', 'abc', '2147483648', '3']) {
      await userEvent.type(box, `${refused}{Enter}`);
      expect(lastValue(changes), refused).toEqual([3, 12]);
    }
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual(expect.arrayContaining(['3', '12']));
  });
});
