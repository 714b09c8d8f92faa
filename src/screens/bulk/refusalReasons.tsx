import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Dependent, type ErrorBody, ErrorCode } from '../../../lib/errors';
import { errorMessageKey } from '../../notifications/errorMessages';
import { DependentLinks } from './DependentLinks';

/** Why one record was refused, from the error body it got: its dependents as links, the field refused, or the message. */
export function RefusalReason({ resource, error }: { resource: string; error: ErrorBody }) {
  const translate = useTranslate();
  if (error.error_code === ErrorCode.ProtectedResource)
    return (
      <>
        <Typography variant="body2">{translate('bulk.reasons.referenced')}</Typography>
        <DependentLinks
          references={(error.references ?? []) as Dependent[]}
          total={error.referencesTotal ?? error.references?.length ?? 0}
        />
      </>
    );
  return <Typography variant="body2">{reasonText(resource, error, translate)}</Typography>;
}

function reasonText(resource: string, error: ErrorBody, translate: ReturnType<typeof useTranslate>): string {
  const field = error.error_field;
  if (error.error_code === ErrorCode.NotFound) return translate('bulk.reasons.notFound');
  if (error.error_code === ErrorCode.ResourceAccessDenied) return translate('bulk.reasons.locked');
  if (field === 'fileId') return translate('bulk.reasons.fileGone');
  const fieldLabel = () => translate(`resources.${resource}.fields.${field}`, { _: String(field) });
  if (error.error_code === ErrorCode.Mandatory && field && error.missing_languages?.length)
    return translate('bulk.reasons.translationMissing', {
      field: fieldLabel(),
      languages: error.missing_languages.map((language) => translate(`screens.languages.${language}`)).join(', '),
      smart_count: error.missing_languages.length,
    });
  if ((error.error_code === ErrorCode.Invalid || error.error_code === ErrorCode.Mandatory) && field)
    return translate('bulk.reasons.invalid', { field: fieldLabel() });
  return translate(errorMessageKey(resource, { body: error }));
}
