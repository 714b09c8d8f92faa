import { lazyPage } from '../../src/screens/lazyPage';
import { EXAM_FORM_PAGE } from './examFormPage';

/** Exams keep the generic listing and add page; their modify page opens the exam form editor (`/:id/form`). */
export default {
  edit: lazyPage(() => import('./ExamEdit'), 'ExamEdit'),
  recordPages: { [EXAM_FORM_PAGE]: lazyPage(() => import('./ExamFormPage'), 'ExamFormPage') },
};
