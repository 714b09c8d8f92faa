import { useNotify, useStore, useTranslate } from 'react-admin';
import { ERROR_DELETE_KEY, errorMessageKey, errorTitleKey, isDeletionRefused } from './errorMessages';

/** A failed call's toast (docs/product-rules.md, "Failure toasts"); a refused deletion also sets the delete flag. */
export function useNotifyFailure() {
  const notify = useNotify();
  const [, setErrorDelete] = useStore<boolean>(ERROR_DELETE_KEY, false);
  return (resource: string, error: unknown) => {
    const message = errorMessageKey(resource, error);
    if (isDeletionRefused(error)) setErrorDelete(true);
    notify(message, { type: 'error', messageArgs: { title: errorTitleKey(message) } });
  };
}

/** The success toast naming the entity created, e.g. « Type de document : création réussie ». */
export function useNotifyCreated() {
  const notify = useNotify();
  const translate = useTranslate();
  return (resource: string) =>
    notify('app.notifications.created', {
      type: 'success',
      messageArgs: { name: translate(`resources.${resource}.one`) },
    });
}

/** True after a deletion refused for associated elements, false after a deletion (docs/product-rules.md, "States"). */
export function useErrorDeleteFlag() {
  return useStore<boolean>(ERROR_DELETE_KEY, false);
}
