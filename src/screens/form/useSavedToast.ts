import { type RaRecord, useNotify, useRedirect, useResourceDefinitions, useTranslate } from 'react-admin';
import type { ViewSpec } from '../../../lib/model';
import { useNotifyCreated } from '../../notifications/useNotifyOutcome';
import { useLeaveRecordPage, useOpenedFromAnotherPage } from './useLeaveRecordPage';

/**
 * After a save: a success toast naming the entity ("Document type created"), then back to the page that
 * opened the form (a parent record); else a new record opens on its own modify page, so that it is seen
 * even at the end of a long listing, and a modified one goes back to the listing (a child record without a
 * listing, to its parent record).
 */
export function useSavedToast(view: ViewSpec, outcome: 'created' | 'updated') {
  const notify = useNotify();
  const notifyCreated = useNotifyCreated();
  const translate = useTranslate();
  const redirect = useRedirect();
  const leave = useLeaveRecordPage(view);
  const openedFromAnotherPage = useOpenedFromAnotherPage();
  const definition = useResourceDefinitions()[view.name];
  const opensNewRecord = !openedFromAnotherPage && !!definition?.hasList && !!definition.hasEdit;
  return (record?: RaRecord) => {
    // Only a write the server answered with its record is a success (react-admin answers `{}` for a call
    // that ended the session): no toast otherwise.
    if (record?.id === undefined) return;
    if (outcome === 'created') notifyCreated(view.name);
    else
      notify('screens.form.updated', {
        type: 'success',
        messageArgs: { name: translate(`resources.${view.name}.one`) },
      });
    if (outcome === 'created' && opensNewRecord && record?.id !== undefined) redirect('edit', view.name, record.id);
    else leave(record);
  };
}
