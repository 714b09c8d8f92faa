import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { GenericEdit } from '../../src/screens';
import { useExamFormPath } from './useExamFormPath';

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
export const ExamEdit = () => (
  <GenericEdit
    actions={
      <TopToolbar>
        <OpenExamFormButton />
      </TopToolbar>
    }
  />
);
