import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm } from '../../src/organisations/accounts/AccountForm';
import { LinkedUsersPanel } from '../../src/organisations/accounts/LinkedUsersPanel';
import { RefreshCredentialsButton } from '../../src/organisations/accounts/RefreshCredentialsButton';
import { renderInAdmin } from './adminTestContext';

const practice = (activated: boolean) => ({
  id: 7,
  name: 'Harley Smile Orthodontics',
  mainUserId: 42,
  mainUserEmail: 'emily.carter@example.org',
  mainUserFirstName: 'Emily',
  mainUserLastName: 'Carter',
  mainUserIsActive: activated,
  defaultLanguage: 'en',
  availableApplianceCategoryIds: [],
});

const renderWithRecord = (ui: React.ReactNode, record: object, dataProvider = {}) =>
  renderInAdmin(<RecordContextProvider value={record}>{ui}</RecordContextProvider>, {
    resource: 'companies',
    dataProvider: {
      getList: vi.fn(async () => ({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
      getMany: vi.fn(async () => ({ data: [] })),
      ...dataProvider,
    },
  });

describe('account pieces', () => {
  it('sends the credentials again only once the administrator confirms', async () => {
    const refreshCredentials = vi.fn(async () => ({ data: undefined }));
    renderWithRecord(<RefreshCredentialsButton />, practice(true), { refreshCredentials });

    await userEvent.click(screen.getByRole('button', { name: 'Send the credentials again' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('New temporary credentials will be e-mailed to emily.carter@example.org.');
    expect(refreshCredentials).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(refreshCredentials).toHaveBeenCalledWith(42));
    expect(await screen.findByText('New credentials sent to emily.carter@example.org')).toBeInTheDocument();
  });

  it('shows a practice whose account is not activated read-only, with the reason', async () => {
    renderWithRecord(<AccountForm mode="edit" />, practice(false));
    expect(await screen.findByText('Account not activated yet')).toBeInTheDocument();
    expect(screen.getByText('Awaiting activation')).toBeInTheDocument();
    expect(screen.getByLabelText('Practice name *')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('lets an activated practice be edited', async () => {
    renderWithRecord(<AccountForm mode="edit" />, practice(true));
    expect(await screen.findByText('Account activated')).toBeInTheDocument();
    expect(screen.queryByText('Account not activated yet')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Practice name *')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('lists the linked users with their type and status', async () => {
    const userCompanies = vi.fn(async () => ({
      data: [
        {
          id: 42,
          email: 'emily.carter@example.org',
          firstName: 'Emily',
          lastName: 'Carter',
          isActive: false,
          type: 'practitioner',
        },
        {
          id: 51,
          email: 'hannah.wright@example.org',
          firstName: 'Hannah',
          lastName: 'Wright',
          isActive: true,
          type: 'third_party',
        },
      ],
    }));
    renderWithRecord(<LinkedUsersPanel />, practice(true), { userCompanies });

    const panel = screen.getByRole('region', { name: 'Linked users' });
    expect(await within(panel).findByText('Hannah Wright')).toBeInTheDocument();
    expect(within(panel).getByText('emily.carter@example.org · Practitioner')).toBeInTheDocument();
    expect(within(panel).getByText('hannah.wright@example.org · Diagnostician')).toBeInTheDocument();
    expect(within(panel).getByText('Awaiting activation')).toBeInTheDocument();
    expect(userCompanies).toHaveBeenCalledWith('companies', 7);
  });
});
