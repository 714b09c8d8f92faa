/** The NotificationTemplateEditor in French, over a fake API holding a few versions, with the toasts. */
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { vi } from 'vitest';
import { allMessages } from '../../i18n/allMessages';
import notificationTypeMessages from '../../resources/notificationTypes/messages';
import { NotificationTemplateEditor } from '../../resources/notificationTypes/NotificationTemplateEditor';
import type { NotificationTemplate } from '../../resources/notificationTypes/templateVersions';
import { Toast } from '../../src/notifications/Toast';

const i18nProvider = polyglotI18nProvider(() => ({ ...allMessages.fr, ...notificationTypeMessages.fr }), 'fr');

export const TYPE = {
  id: 7,
  keyName: 'account_created',
  parameters: ['firstName', 'login'],
  titleParameters: ['firstName'],
};

const version = (id: number, language: 'fr' | 'en', n: number, title: string, body: string): NotificationTemplate => ({
  id,
  notificationTypeId: TYPE.id,
  language,
  version: n,
  titleTemplate: title,
  template: body,
});

/** A fake API keeping the versions: each create adds version n + 1 of its language. */
export function templateServer(create?: () => Promise<never>) {
  const stored = [
    version(1, 'fr', 1, 'Bienvenue', 'Bonjour, ancien texte'),
    version(2, 'fr', 2, 'Bienvenue {{firstName}}', 'Bonjour {{firstName}}, votre compte est prêt.'),
    version(3, 'en', 1, 'Welcome {{firstName}}', 'Hello {{firstName}}'),
  ];
  return {
    getChildren: vi.fn(async () => ({ data: [...stored] })),
    create: vi.fn(
      create ??
        (async (_resource: string, { data }: { data: Omit<NotificationTemplate, 'id' | 'version'> }) => {
          const sameGroup = stored.filter((t) => t.language === data.language);
          const saved = {
            ...data,
            id: stored.length + 1,
            version: Math.max(0, ...sameGroup.map((t) => t.version)) + 1,
          };
          stored.push(saved);
          return { data: saved };
        }),
    ),
  };
}

export function renderEditor(server = templateServer()) {
  render(
    <AdminContext dataProvider={testDataProvider(server as never)} i18nProvider={i18nProvider} store={memoryStore()}>
      <NotificationTemplateEditor notificationType={TYPE} />
      <Toast />
    </AdminContext>,
  );
  return server;
}
