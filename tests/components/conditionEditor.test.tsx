// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ConditionEditor } from '../../src/views';
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
});
