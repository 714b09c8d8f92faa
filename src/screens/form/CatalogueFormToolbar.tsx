import { Stack } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import type { ResourceModel } from '../../../lib/model';
import { RecordPageDeleteButton } from '../CatalogueDeleteButton';
import { TranslateEmptyFieldsButton } from '../translation/TranslateEmptyFieldsButton';

interface CatalogueFormToolbarProps {
  model: ResourceModel;
  /** True on an existing record: a delete is offered and Save waits for a change. On create, Save is always
   * clickable, so that an empty form shows what is required. */
  canDelete: boolean;
}

/**
 * Save, beside it the translation of the form's empty fields (when an engine is configured), and on an existing record
 * a delete that asks for confirmation and reports a refusal.
 */
export const CatalogueFormToolbar = ({ model, canDelete }: CatalogueFormToolbarProps) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <SaveButton alwaysEnable={!canDelete} />
      <TranslateEmptyFieldsButton />
    </Stack>
    {canDelete && model.verbs.includes('delete') && <RecordPageDeleteButton />}
  </Toolbar>
);
