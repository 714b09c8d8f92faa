/** The exam form editor's sub-page of an exam record: `/<view>/:id/form` (screens.tsx routes it). */
export const EXAM_FORM_PAGE = 'form';
