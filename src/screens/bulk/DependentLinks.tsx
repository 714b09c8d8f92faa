import { List, ListItem, ListItemText, Link as MuiLink, Typography } from '@mui/material';
import { type Identifier, useCreatePath, useGetMany, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Dependent } from '../../../lib/errors';
import { viewsOf } from '../../../lib/model';
import { allViewsOf, modelNamed } from '../../modelRegistry';
import { labelText, viewOfRecord } from './recordLabels';

/** The records of one model among the dependents, read when the model has several views (to link to the right one). */
function useViewsOf(modelName: string, ids: Identifier[]): Map<Identifier, string> {
  const model = modelNamed(modelName);
  const several = !!model && viewsOf(model).length > 1;
  const { data } = useGetMany(allViewsOf(modelName), { ids }, { enabled: several });
  return new Map(ids.map((id) => [id, viewOfRecord(modelName, data?.find((record) => record.id === id) ?? undefined)]));
}

/** One catalogue's dependents, each a link to its modify page, named « Catalogue — record ». */
function DependentsOfModel({ modelName, dependents }: { modelName: string; dependents: Dependent[] }) {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const createPath = useCreatePath();
  const views = useViewsOf(
    modelName,
    dependents.map((dependent) => dependent.id),
  );
  return dependents.map((dependent) => {
    const view = views.get(dependent.id) ?? modelName;
    return (
      <ListItem key={`${modelName}-${dependent.id}`} disableGutters sx={{ py: 0.25 }}>
        <ListItemText
          primary={
            <MuiLink
              component={Link}
              to={createPath({ resource: view, id: dependent.id, type: 'edit' })}
              underline="hover"
            >
              {labelText(dependent.label, dependent.id, locale, translate)}
            </MuiLink>
          }
          secondary={translate(`resources.${view}.one`, { _: modelName })}
        />
      </ListItem>
    );
  });
}

/**
 * The records still referring to one whose delete was refused (409 / 1104 `references`), each a link to its page, and
 * how many more there are (`referencesTotal`).
 */
export function DependentLinks({ references, total }: { references: Dependent[]; total: number }) {
  const translate = useTranslate();
  const byModel = new Map<string, Dependent[]>();
  for (const dependent of references)
    byModel.set(dependent.resource, [...(byModel.get(dependent.resource) ?? []), dependent]);
  const more = total - references.length;
  return (
    <>
      <List dense disablePadding aria-label={translate('bulk.reasons.referenced')}>
        {[...byModel].map(([modelName, dependents]) => (
          <DependentsOfModel key={modelName} modelName={modelName} dependents={dependents} />
        ))}
      </List>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('bulk.reasons.referencedMore', { smart_count: more })}
        </Typography>
      )}
    </>
  );
}
