import { type Identifier, useCreatePath } from 'react-admin';
import { useCatalogue } from '../../src/screens/useCatalogue';
import { EXAM_FORM_PAGE } from './examFormPage';

/** The address of an exam's form editor in the current exam view: `/<view>/:id/form`. */
export function useExamFormPath(): (examId: Identifier) => string {
  const createPath = useCreatePath();
  const { view } = useCatalogue();
  return (examId) => `${createPath({ resource: view.name, type: 'edit', id: examId })}/${EXAM_FORM_PAGE}`;
}
