import EditIcon from '@mui/icons-material/Edit';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import {
  BooleanInput,
  Button,
  Form,
  FormDataConsumer,
  SaveButton,
  SelectInput,
  Toolbar,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';
import type { AppDataProvider } from '../../providers/dataProvider';
import { enumChoices } from '../inputs/enumChoices';
import { ReferenceAutocompleteInput } from '../inputs/ReferenceAutocompleteInput';
import { useBulkAction } from './useBulkAction';

/** The value input of the field chosen: its enum's values, yes or no, or a reference's records by name. */
function ValueInput({ model, view, field }: { model: ResourceModel; view: ViewSpec; field: string }) {
  const translate = useTranslate();
  const spec = model.fields[field];
  const label = translate('bulk.change.value');
  if (spec?.type === 'enum')
    return (
      <SelectInput
        key={field}
        source="value"
        label={label}
        choices={enumChoices(view.name, field, spec.values)}
        isRequired
        validate={(value: unknown) => (value ? undefined : 'ra.validation.required')}
      />
    );
  if (spec?.type === 'boolean')
    return <BooleanInput key={field} source="value" label={translate(`resources.${view.name}.fields.${field}`)} />;
  if (spec?.type === 'reference')
    return (
      <ReferenceAutocompleteInput
        key={field}
        source="value"
        reference={referenceResourceOf(spec, view)}
        label={label}
        validate={spec.required ? (value: unknown) => (value ? undefined : 'ra.validation.required') : undefined}
      />
    );
  return null;
}

/** What the dialog and its form both take: the catalogue, its view, the fields offered, and how to close. */
interface BulkChangeProps {
  model: ResourceModel;
  view: ViewSpec;
  fields: string[];
  onClose: () => void;
  /** The toolbar's button that opened it: the focus goes back to it after a report of refusals. */
  opener?: HTMLElement | null;
}

/**
 * Chooses a field and its one new value, then saves it on every selected record, each as an update (its checks and
 * history entry); refused records are reported by name.
 */
export function BulkChangeDialog({ model, view, fields, onClose, opener }: BulkChangeProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, count, resource } = useBulkAction('update');
  const titleId = useId();
  const apply = async (values: Record<string, unknown>) => {
    const field = String(values.field);
    const spec = model.fields[field];
    const value = spec?.type === 'boolean' ? !!values.value : (values.value ?? null);
    await run((ids) => dataProvider.bulkUpdate(resource, ids, field, value), opener);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('bulk.change.title', { smart_count: count })}</DialogTitle>
      <Form onSubmit={apply} defaultValues={{ field: fields[0], value: null }}>
        <ChangeFields model={model} view={view} fields={fields} onClose={onClose} />
      </Form>
    </Dialog>
  );
}

/** The dialog's form: the field (choosing another one empties the value) and its value, then Cancel and Apply. */
function ChangeFields({ model, view, fields, onClose }: BulkChangeProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  return (
    <>
      <DialogContent sx={{ pb: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>{translate('bulk.change.intro')}</DialogContentText>
        <SelectInput
          source="field"
          label="bulk.change.field"
          choices={fields.map((field) => ({ id: field, name: `resources.${view.name}.fields.${field}` }))}
          validate={(value: unknown) => (value ? undefined : 'ra.validation.required')}
          onChange={() => setValue('value', null)}
          fullWidth
        />
        <FormDataConsumer>
          {({ formData }) =>
            formData.field ? <ValueInput model={model} view={view} field={String(formData.field)} /> : null
          }
        </FormDataConsumer>
      </DialogContent>
      <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, backgroundColor: 'transparent' }}>
        <Button label="ra.action.cancel" onClick={onClose} />
        <SaveButton label="bulk.change.apply" icon={<EditIcon />} alwaysEnable />
      </Toolbar>
    </>
  );
}
