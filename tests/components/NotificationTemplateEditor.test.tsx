import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { expectFailedCallLogged } from './adminTestContext';
import { renderEditor, templateServer } from './notificationTemplateEditorHarness';

const bodyInput = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const titleInput = () => screen.getByRole('textbox', { name: 'Objet' }) as HTMLInputElement;
const insertInto = (field: string, placeholder: string) =>
  within(screen.getByRole('group', { name: `Insérer un paramètre dans « ${field} »` })).getByRole('button', {
    name: `Insérer ${placeholder}`,
  });
const preview = () => screen.getByRole('region', { name: 'Aperçu' });

describe('NotificationTemplateEditor', () => {
  it('edits the latest French version and lists the older one, readable', async () => {
    const server = renderEditor();
    expect(await screen.findByText('Version 2 en cours')).toBeInTheDocument();
    expect(server.getChildren).toHaveBeenCalledWith('notificationTypes', { id: 7, path: 'notification-templates' });
    expect(titleInput()).toHaveValue('Bienvenue {{firstName}}');
    expect(bodyInput()).toHaveValue('Bonjour {{firstName}}, votre compte est prêt.');

    const history = screen.getByRole('region', { name: 'Versions précédentes' });
    expect(within(history).queryByText('Bonjour, ancien texte')).not.toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'Version 1' }));
    expect(await within(history).findByText('Bonjour, ancien texte')).toBeVisible();
  });

  it('inserts a parameter placeholder at the cursor and marks the language as modified', async () => {
    renderEditor();
    await screen.findByText('Version 2 en cours');
    await userEvent.click(bodyInput());
    bodyInput().setSelectionRange(8, 8);
    await userEvent.click(insertInto('Message', '{{login}}'));
    expect(bodyInput()).toHaveValue('Bonjour {{login}}{{firstName}}, votre compte est prêt.');
    await waitFor(() => expect(bodyInput()).toHaveFocus());
    expect(bodyInput().selectionStart).toBe('Bonjour {{login}}'.length);
    expect(screen.getByRole('tab', { name: 'Français (modifié)' })).toBeInTheDocument();

    expect(
      within(screen.getByRole('group', { name: 'Insérer un paramètre dans « Objet »' })).queryByRole('button', {
        name: 'Insérer {{login}}',
      }),
    ).not.toBeInTheDocument();
    titleInput().setSelectionRange(0, 0);
    await userEvent.click(insertInto('Objet', '{{firstName}}'));
    expect(titleInput()).toHaveValue('{{firstName}}Bienvenue {{firstName}}');
    await waitFor(() => expect(titleInput()).toHaveFocus());
  });

  it('previews the texts with sample values and warns about unknown placeholders', async () => {
    renderEditor();
    await screen.findByText('Version 2 en cours');
    expect(within(preview()).getByText('Bienvenue [firstName]')).toBeInTheDocument();

    await userEvent.clear(within(preview()).getByRole('textbox', { name: 'firstName' }));
    await userEvent.type(within(preview()).getByRole('textbox', { name: 'firstName' }), 'Alice');
    expect(within(preview()).getByText('Bienvenue Alice')).toBeInTheDocument();
    expect(within(preview()).getByText('Bonjour Alice, votre compte est prêt.')).toBeInTheDocument();

    expect(screen.queryByText(/Paramètres inconnus/)).not.toBeInTheDocument();
    fireEvent.change(bodyInput(), { target: { value: 'Code {{code}} pour {{login}}' } });
    expect(screen.getByText(/Paramètres inconnus : {{code}}\./)).toBeInTheDocument();
    expect(within(preview()).getByText('Code {{code}} pour [login]')).toBeInTheDocument();
  });

  it('saves the edited language as a new version, without a version number, then shows it', async () => {
    const server = renderEditor();
    await screen.findByText('Version 2 en cours');
    fireEvent.change(bodyInput(), { target: { value: 'Bonjour {{firstName}}, identifiant : {{login}}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));

    await waitFor(() => expect(server.create).toHaveBeenCalledTimes(1));
    expect(server.create).toHaveBeenCalledWith('notificationTemplates', {
      data: {
        notificationTypeId: 7,
        language: 'fr',
        titleTemplate: 'Bienvenue {{firstName}}',
        template: 'Bonjour {{firstName}}, identifiant : {{login}}',
      },
    });
    expect(await screen.findByText('Version 3 enregistrée')).toBeInTheDocument();
    expect(await screen.findByText('Version 3 en cours')).toBeInTheDocument();
    expect(server.getChildren).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('tab', { name: 'Français' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Versions précédentes' });
    expect(within(history).getByRole('button', { name: 'Version 2' })).toBeInTheDocument();
  });

  it('saves the English content from its own tab', async () => {
    const server = renderEditor();
    await screen.findByText('Version 2 en cours');
    await userEvent.click(screen.getByRole('tab', { name: 'Anglais' }));
    expect(bodyInput()).toHaveValue('Hello {{firstName}}');
    fireEvent.change(titleInput(), { target: { value: 'Hi {{firstName}}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));
    await waitFor(() =>
      expect(server.create).toHaveBeenCalledWith('notificationTemplates', {
        data: {
          notificationTypeId: 7,
          language: 'en',
          titleTemplate: 'Hi {{firstName}}',
          template: 'Hello {{firstName}}',
        },
      }),
    );
    expect(await screen.findByText('Version 2 enregistrée')).toBeInTheDocument();
  });

  it('keeps unsaved edits of the other language when one language is saved', async () => {
    const server = renderEditor();
    await screen.findByText('Version 2 en cours');
    await userEvent.click(screen.getByRole('tab', { name: 'Anglais' }));
    fireEvent.change(bodyInput(), { target: { value: 'Hello, draft' } });
    await userEvent.click(screen.getByRole('tab', { name: 'Français' }));
    fireEvent.change(bodyInput(), { target: { value: 'Bonjour, version 3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));

    expect(await screen.findByText('Version 3 en cours')).toBeInTheDocument();
    expect(server.create).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: 'Français' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Anglais (modifié)' }));
    expect(bodyInput()).toHaveValue('Hello, draft');
  });

  it('does not save an empty message', async () => {
    const server = renderEditor();
    await screen.findByText('Version 2 en cours');
    fireEvent.change(bodyInput(), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));
    expect(await screen.findByText(/requis/i)).toBeInTheDocument();
    expect(server.create).not.toHaveBeenCalled();
  });

  it('shows the generic error toast when the save fails and keeps the edits', async () => {
    const refusal = new HttpError('Server error', 500, { error_code: 1000 });
    const logged = expectFailedCallLogged();
    renderEditor(templateServer(() => Promise.reject(refusal)));
    await screen.findByText('Version 2 en cours');
    fireEvent.change(bodyInput(), { target: { value: 'Texte non enregistré' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));
    expect(await screen.findByText('Une erreur est survenue, veuillez réessayer plus tard')).toBeInTheDocument();
    expect(bodyInput()).toHaveValue('Texte non enregistré');
    expect(screen.getByRole('tab', { name: 'Français (modifié)' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(refusal);
  });
});
