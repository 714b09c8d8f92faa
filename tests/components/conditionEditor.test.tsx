import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ConditionEditor } from '../../src/screens';
import { renderInAdmin } from './adminTestContext';

const SMOKER = {
  id: 7,
  keyName: 'smoker',
  label: [
    { language: 'en', value: 'Smoker' },
    { language: 'fr', value: 'Fumeur' },
  ],
};
const view = { name: 'attributeCategories', filter: {} };

const renderCondition = (logicCondition: unknown) =>
  renderInAdmin(
    <SimpleForm record={{ id: 1, logicCondition }} onSubmit={vi.fn()}>
      <ConditionEditor source="logicCondition" label="Display condition" view={view} />
    </SimpleForm>,
    {
      resource: 'attributeCategories',
      dataProvider: {
        getList: vi.fn(async () => ({ data: [SMOKER], pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
        getOne: vi.fn(async () => ({ data: SMOKER })),
      },
    },
  );

const choose = async (combobox: HTMLElement, option: string) => {
  await userEvent.click(combobox);
  await userEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
};

describe('ConditionEditor', () => {
  it('says a new rule is not complete until it names an item and an operator', async () => {
    renderCondition(null);
    expect(screen.getByText('No condition: always shown')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    expect(screen.getByText('The condition is not complete')).toBeInTheDocument();

    await choose(screen.getByRole('combobox', { name: 'Item' }), 'Smoker');
    expect(screen.getByText('The condition is not complete')).toBeInTheDocument();

    await choose(screen.getByRole('combobox', { name: 'Operator' }), 'is filled');
    expect(screen.queryByText('The condition is not complete')).not.toBeInTheDocument();
  });

  it('asks for the value an operator compares with', async () => {
    renderCondition({
      combinator: 'and',
      rules: [{ entity: 'attribute', entityId: 7, operator: 'equal', value: null }],
    });
    expect(screen.getByText('The condition is not complete')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), 'yes');
    expect(screen.queryByText('The condition is not complete')).not.toBeInTheDocument();
  });

  it('tries a complete condition on sample answers, rule by rule and as a whole', async () => {
    renderCondition({
      combinator: 'and',
      rules: [
        { entity: 'attribute', entityId: 7, operator: 'filled' },
        { entity: 'attribute', entityId: 7, operator: 'between', value: 10, value2: 20 },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Test the condition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test the condition' });
    const answer = await within(dialog).findByRole('textbox', { name: 'Answer: Attribute “Smoker”' });
    const rules = within(dialog).getByRole('list', { name: 'Rules' });
    const outcome = within(dialog).getByRole('status');
    expect(outcome).toHaveTextContent('Condition not met: the item is not shown.');
    const [filled, between] = within(rules).getAllByRole('listitem');
    expect(within(filled).getByText('Attribute “Smoker” is filled')).toBeInTheDocument();
    expect(within(filled).getByText('not met')).toBeInTheDocument();
    expect(within(between).getByText('Attribute “Smoker” is between “10” and “20”')).toBeInTheDocument();
    expect(within(between).getByText('not met')).toBeInTheDocument();

    await userEvent.type(answer, '15');
    expect(outcome).toHaveTextContent('Condition met: the item is shown.');
    expect(within(filled).getByText('met')).toBeInTheDocument();
    expect(within(between).getByText('met')).toBeInTheDocument();

    await userEvent.clear(answer);
    await userEvent.type(answer, '25');
    expect(outcome).toHaveTextContent('Condition not met');
    expect(within(filled).getByText('met')).toBeInTheDocument();
    expect(within(between).getByText('not met')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the test only once the condition is complete', async () => {
    renderCondition({
      combinator: 'and',
      rules: [{ entity: 'attribute', entityId: 7, operator: 'equal', value: null }],
    });
    expect(screen.getByRole('button', { name: 'Test the condition' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), 'yes');
    expect(screen.getByRole('button', { name: 'Test the condition' })).toBeEnabled();
  });
});
