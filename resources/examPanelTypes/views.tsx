import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { CatalogueEdit, CatalogueForm, RelatedRecordsPanel, useCatalogue } from '../../src/views';
import { ExamFormPage } from './ExamFormPage';

const OpenExamFormButton = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { view } = useCatalogue();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: view.name, type: 'edit', id: record.id })}/form`}
      label="examForm.open"
    >
      <EditNoteIcon />
    </Button>
  );
};

/** An exam's modify page: the generic form and fields list, with a way into its form editor. */
const ExamEdit = () => {
  const { model, view } = useCatalogue();
  return (
    <CatalogueEdit
      actions={
        <TopToolbar>
          <OpenExamFormButton />
        </TopToolbar>
      }
    >
      <CatalogueForm model={model} view={view} mode="edit" />
      <RelatedRecordsPanel model={model} view={view} />
    </CatalogueEdit>
  );
};

/** Exams keep the generic listing and add page; their modify page opens the exam form editor (`/:id/form`). */
export default { edit: ExamEdit, recordPages: { form: ExamFormPage } };
