import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyList } from '../../resources/companies/CompanyList';
import { UserThirdPartyList } from '../../resources/userThirdParties/UserThirdPartyList';
import { mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const PRACTICES = [
  {
    id: 1,
    name: 'Harley Smile Orthodontics',
    city: 'London',
    mainUserEmail: 'emily.carter@example.org',
    mainUserFirstName: 'Emily',
    mainUserLastName: 'Carter',
    mainUserIsActive: false,
    mainUserId: 11,
  },
  {
    id: 2,
    name: 'Cabinet Vauban Orthodontie',
    city: 'Lille',
    mainUserEmail: 'thomas.lefebvre@example.org',
    mainUserFirstName: 'Thomas',
    mainUserLastName: 'Lefebvre',
    mainUserIsActive: true,
    mainUserId: 12,
  },
];

interface ListParams {
  sort: { field: string; order: string };
  filter: Record<string, unknown>;
}

function renderList(resource: string, List: ComponentType, records: object[]) {
  const getList = vi.fn(async (_resource: string, _params: ListParams) => ({
    data: records,
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
  }));
  renderInAdmin(<List />, {
    resource,
    dataProvider: { getList, getMany: vi.fn(async () => ({ data: [] })) },
  });
  return { lastParams: () => getList.mock.calls.at(-1)?.[1] };
}

/** The column header's sort button, named by the column (its tooltip « Sort by account status ascending »). */
const header = (name: string) =>
  within(screen.getByRole('columnheader', { name })).getByRole('button', {
    description: new RegExp(`^Sort by ${name}`, 'i'),
  });

describe('listings of records with an account', () => {
  beforeEach(() => {
    mockIntersectionObserver();
    // Listings keep their filters and order in the address: each test starts from a blank one.
    window.history.replaceState(null, '', '/');
  });

  it('sorts practices on the account status, the e-mail and the names', async () => {
    const { lastParams } = renderList('companies', CompanyList, PRACTICES);
    await screen.findByText('Harley Smile Orthodontics');

    await userEvent.click(header('Account status'));
    await waitFor(() => expect(lastParams()?.sort).toEqual({ field: 'mainUserIsActive', order: 'ASC' }));
    await userEvent.click(header('Main user e-mail'));
    await waitFor(() => expect(lastParams()?.sort).toEqual({ field: 'mainUserEmail', order: 'ASC' }));
    await userEvent.click(header('Main user last name'));
    await waitFor(() => expect(lastParams()?.sort).toEqual({ field: 'mainUserLastName', order: 'ASC' }));
    await userEvent.click(header('Main user first name'));
    await waitFor(() => expect(lastParams()?.sort).toEqual({ field: 'mainUserFirstName', order: 'ASC' }));
  });

  it('filters practices on their account being activated or not', async () => {
    const { lastParams } = renderList('companies', CompanyList, PRACTICES);
    await screen.findByText('Harley Smile Orthodontics');

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Account status' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Account status' }));
    const choices = within(await screen.findByRole('listbox'));
    expect(choices.getAllByRole('option').map((option) => option.textContent?.trim())).toEqual([
      '',
      'Not activated',
      'Activated',
    ]);
    await userEvent.click(choices.getByRole('option', { name: 'Not activated' }));
    await waitFor(() => expect(lastParams()?.filter).toEqual({ mainUserIsActive: false }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Account status' }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Activated' }));
    await waitFor(() => expect(lastParams()?.filter).toEqual({ mainUserIsActive: true }));
  });

  it('filters and sorts diagnosticians on their own account fields', async () => {
    const { lastParams } = renderList('userThirdParties', UserThirdPartyList, [
      {
        id: 3,
        rpps: '10101234567',
        email: 'sophie.lefevre@example.org',
        firstName: 'Sophie',
        lastName: 'Lefèvre',
        isActive: true,
        userId: 13,
        companyIds: [],
      },
    ]);
    await screen.findByText('sophie.lefevre@example.org');

    await userEvent.click(header('Account status'));
    await waitFor(() => expect(lastParams()?.sort).toEqual({ field: 'isActive', order: 'ASC' }));
    await userEvent.click(header('E-mail'));
    await waitFor(() => expect(lastParams()?.sort).toEqual({ field: 'email', order: 'ASC' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Account status' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Account status' }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Activated' }));
    await waitFor(() => expect(lastParams()?.filter).toEqual({ isActive: true }));
  });
});
