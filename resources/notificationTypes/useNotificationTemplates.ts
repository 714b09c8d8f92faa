import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import { useNotifyFailure } from '../../src/notifications/useNotifyOutcome';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import model from './model';
import { type NotificationTemplate, versionsByLanguage } from './templateVersions';

/** The children path declared by the notificationTypes model. */
const TEMPLATES_PATH = 'notification-templates' satisfies keyof typeof model.children;

/** Every version of the e-mail contents of a notification type, grouped per language, newest first. */
export function useNotificationTemplates(notificationTypeId: Identifier) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useRef(useNotifyFailure());
  const query = useQuery({
    queryKey: [model.name, 'getChildren', { id: notificationTypeId, path: TEMPLATES_PATH }],
    queryFn: async () => {
      const { data } = await dataProvider.getChildren<NotificationTemplate>(model.name, {
        id: notificationTypeId,
        path: TEMPLATES_PATH,
      });
      return data;
    },
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { error, data } = query;
  useEffect(() => {
    if (error) notifyFailure.current('notificationTemplates', error);
  }, [error]);
  const versions = useMemo(() => versionsByLanguage(data ?? []), [data]);
  return { versions, isPending: query.isPending, error, refetch: query.refetch };
}
