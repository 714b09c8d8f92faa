import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Button,
  Form,
  type RaRecord,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  Toolbar,
  useCreatePath,
  useDataProvider,
  useNotify,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import {
  enumChoices,
  ReferenceAutocompleteInput,
  TranslateEmptyFieldsButton,
  TranslationInput,
  TranslationSetsProvider,
  UnsavedChangesWarning,
  useCatalogue,
  useFailureToast,
  useRecordText,
} from '../../src/screens';
import { INPUT_TYPES } from '../attributes/model';
import { type ExamFormRow, examFieldProblems, examFormPayload } from './examFormRules';
import { useExamFormPath } from './useExamFormPath';

interface ExamFormEditorProps {
  exam: RaRecord;
  fields: ExamFormRow[];
  /** The exam after this one in the stepper, if any. */
  next?: RaRecord;
  /** Called once the form is saved and the page stays on this exam. */
  onSaved: () => void;
}

/** One field of the form: its name in each language, then its input type, bound attribute and required flag. */
const ExamFieldRow = () => {
  const translate = useTranslate();
  const fieldLabel = (name: string) => translate(`resources.fields.fields.${name}`);
  return (
    <Stack sx={{ width: '100%' }}>
      <TranslationInput
        source="label"
        label={(language) => `${fieldLabel('label')} (${translate(`screens.languages.${language}`)}) *`}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2, alignItems: { md: 'flex-start' } }}>
        <SelectInput
          source="type"
          label={`${fieldLabel('type')} *`}
          choices={enumChoices('fields', 'type', INPUT_TYPES)}
          sx={{ width: { xs: '100%', md: 240 } }}
        />
        <ReferenceAutocompleteInput
          source="attributeId"
          reference="attributes"
          label={fieldLabel('attributeId')}
          sx={{ width: { xs: '100%', md: 320 } }}
        />
        <BooleanInput source="required" label={fieldLabel('required')} sx={{ mt: 1.5 }} />
      </Stack>
    </Stack>
  );
};

/** The iterator's add button, spelled out: « Ajouter un champ » rather than an icon alone. */
const AddFieldButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="examForm.add" onClick={() => add()}>
      <AddIcon />
    </Button>
  );
};

export const examFormQueryKey = (examId: unknown) => ['examForm', examId];

const validate = (values: { fields?: ExamFormRow[] }) => ({ fields: (values.fields ?? []).map(examFieldProblems) });

/**
 * The fields of one exam's form, in order: name (each language), input type, required, bound attribute;
 * added, removed and moved in place, then saved together (`POST /api/components/{id}/fields`), staying on
 * the exam or moving on to the next one.
 */
export const ExamFormEditor = ({ exam, fields, next, onSaved }: ExamFormEditorProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const showFailure = useFailureToast();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { view } = useCatalogue();
  const examText = useRecordText(view.name);
  const goOn = useRef(false);
  const formPath = useExamFormPath();

  const save = async (values: { fields?: ExamFormRow[] }) => {
    try {
      const { data } = await dataProvider.saveExamForm(exam.id, examFormPayload(values.fields ?? []));
      queryClient.setQueryData(examFormQueryKey(exam.id), data);
      notify('examForm.saved', { type: 'success', messageArgs: { exam: examText(exam) } });
      if (!goOn.current) onSaved();
      else navigate(next ? formPath(next.id) : createPath({ resource: view.name, type: 'list' }));
    } catch (error) {
      showFailure(error);
    } finally {
      goOn.current = false;
    }
  };

  return (
    <TranslationSetsProvider>
      <Form record={{ id: exam.id, fields }} onSubmit={save} validate={validate} noValidate>
        {/* Not react-admin's warnWhenUnsavedChanges: "save and go to the next exam" redirects, and a step clicked
          meanwhile met its stale blocker (src/screens/form/UnsavedChangesWarning.tsx). */}
        <UnsavedChangesWarning />
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {translate('examForm.fields')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {fields.length === 0
            ? translate('examForm.empty')
            : translate('examForm.fieldCount', { smart_count: fields.length })}
        </Typography>
        <ArrayInput source="fields" label={false}>
          <SimpleFormIterator disableClear addButton={<AddFieldButton />}>
            <ExamFieldRow />
          </SimpleFormIterator>
        </ArrayInput>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <SaveButton label="examForm.save" />
          <SaveButton
            label={next ? 'examForm.saveAndNext' : 'examForm.saveAndFinish'}
            icon={<NavigateNextIcon />}
            variant="outlined"
            alwaysEnable
            onClick={() => {
              goOn.current = true;
            }}
          />
          <Button
            component={Link}
            to={createPath({ resource: view.name, type: 'edit', id: exam.id })}
            label="examForm.backToExam"
          >
            <ArrowBackIcon />
          </Button>
          <TranslateEmptyFieldsButton />
        </Toolbar>
      </Form>
    </TranslationSetsProvider>
  );
};
