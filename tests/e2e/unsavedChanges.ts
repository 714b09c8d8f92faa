import type { Page } from '@playwright/test';
import type { Language } from '../../lib/model';
import { translate } from './consoleMessages';

/**
 * The console's question before leaving a form's unsaved changes (src/screens/form/UnsavedChangesWarning.tsx): an
 * alert dialog named by its title, asking ra.message.unsaved_changes, with « Rester sur la page » and « Quitter sans
 * enregistrer ».
 */
export function unsavedChangesDialog(page: Page, language: Language = 'fr') {
  const dialog = page.getByRole('alertdialog', { name: translate(language, 'screens.form.unsaved.title') });
  return {
    dialog,
    question: translate(language, 'ra.message.unsaved_changes'),
    stay: dialog.getByRole('button', { name: translate(language, 'screens.form.unsaved.stay') }),
    leave: dialog.getByRole('button', { name: translate(language, 'screens.form.unsaved.leave') }),
  };
}
