import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetOne, useResourceDefinitions, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { viewOfRecord } from '../../lib/catalogueFacts';
import { type ViewSpec, viewsOf } from '../../lib/model';
import { HOME_PATH } from '../auth/publicRoutes';
import { errorStatusOf } from '../notifications/errorMessages';
import { useCatalogue } from '../screens/useCatalogue';

/** Why a record's page shows no record: no record has that id, or the record belongs to no view of this catalogue. */
type Absence = 'missing' | 'notInView';

/** The page of a record that is not there: what the address asked for, and the way back to the catalogue's listing. */
const RecordNotFound = ({ view, id, absence }: { view: ViewSpec; id: string; absence: Absence }) => {
  const translate = useTranslate();
  const hasList = !!useResourceDefinitions()[view.name]?.hasList;
  const catalogue = translate(`resources.${view.name}.name`);
  const title = translate('screens.recordPage.notFoundTitle');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`screens.recordPage.${absence}`, { id, catalogue })}
        </Alert>
        <Button
          component={Link}
          to={hasList ? `/${view.name}` : HOME_PATH}
          variant="contained"
          startIcon={<ArrowBackIcon />}
        >
          {hasList
            ? translate('screens.recordPage.backToList', { catalogue })
            : translate('screens.recordPage.backHome')}
        </Button>
      </CardContent>
    </Card>
  );
};

/**
 * A record's page (`/<view>/:id` and its sub-pages) shows the record only under the view it belongs to: an id no record
 * has says so, with the way back to the listing, rather than a generic error; a record of another view of the same
 * catalogue (an anamnesis category's id under `/examClinicalCategories`) opens under its own view, the same sub-page;
 * one that fits no view says it is not one of this catalogue's. The page itself reads the same record (one call,
 * react-query's cache) and is drawn meanwhile.
 */
export function RecordOfItsView({ id, subPage, children }: { id: string; subPage: string; children: ReactNode }) {
  const { model, view } = useCatalogue();
  // Read once, as the record's page reads it (react-admin's edit and show pages do not retry a failed read).
  const { data, error } = useGetOne(view.name, { id }, { retry: false });
  if (errorStatusOf(error) === 404) return <RecordNotFound view={view} id={id} absence="missing" />;
  if (data && viewsOf(model).length > 1) {
    const own = viewOfRecord(model, data);
    if (!own) return <RecordNotFound view={view} id={id} absence="notInView" />;
    if (own.name !== view.name) return <Navigate to={`/${own.name}/${id}${subPage ? `/${subPage}` : ''}`} replace />;
  }
  return children;
}
