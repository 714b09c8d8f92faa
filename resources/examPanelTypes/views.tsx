import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { GenericEdit } from '../../src/views';
import { ExamFormPage } from './ExamFormPage';
import { EXAM_FORM_PAGE, useExamFormPath } from './useExamFormPath';

const OpenExamFormButton = () => {
  const record = useRecordContext();
  const formPath = useExamFormPath();
  if (!record) return null;
  return (
    <Button component={Link} to={formPath(record.id)} label="examForm.open">
      <EditNoteIcon />
    </Button>
  );
};

/** An exam's modify page: the generic one, with a way into its form editor. */
const ExamEdit = () => (
  <GenericEdit
    actions={
      <TopToolbar>
        <OpenExamFormButton />
      </TopToolbar>
    }
  />
);

/** Exams keep the generic listing and add page; their modify page opens the exam form editor (`/:id/form`). */
export default { edit: ExamEdit, recordPages: { [EXAM_FORM_PAGE]: ExamFormPage } };
