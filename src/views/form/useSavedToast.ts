import { useNotify, useRedirect, useTranslate } from 'react-admin';
import type { ViewSpec } from '../../../lib/model';
import { useNotifyCreated } from '../../notifications/useNotifyOutcome';

/** After a save: a success toast naming the entity ("Document type created"), then back to the listing. */
export function useSavedToast(view: ViewSpec, outcome: 'created' | 'updated') {
  const notify = useNotify();
  const notifyCreated = useNotifyCreated();
  const translate = useTranslate();
  const redirect = useRedirect();
  return () => {
    if (outcome === 'created') notifyCreated(view.name);
    else
      notify('views.form.updated', { type: 'success', messageArgs: { name: translate(`resources.${view.name}.one`) } });
    redirect('list', view.name);
  };
}
