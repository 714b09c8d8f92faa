import { Card, CardContent, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { useCatalogue, useReadFailure, useRecordText } from '../../src/screens';
import { ExamFormEditor, examFormQueryKey } from './ExamFormEditor';
import { ExamStepper } from './ExamStepper';
import type { ExamFormRow } from './examFormRules';
import { useOrderedExams } from './useOrderedExams';

/**
 * The exam form editor (docs/product-rules.md, "Screens"): the exams of one kind as a stepper, and the current
 * exam's form fields; saving can move on to the next exam. Reached from an exam's modify page: `/<exam view>/:id/form`.
 */
export const ExamFormPage = () => {
  const translate = useTranslate();
  const examId = Number(useParams().id);
  const { view } = useCatalogue();
  const examText = useRecordText(view.name);
  const dataProvider = useDataProvider<AppDataProvider>();
  const onReadFailure = useReadFailure(view);
  const { data: exam } = useGetOne(view.name, { id: examId }, { onError: onReadFailure });
  const form = useQuery({
    queryKey: examFormQueryKey(examId),
    queryFn: async () => (await dataProvider.getExamForm(examId)).data,
  });
  const { exams } = useOrderedExams();
  const index = exams.findIndex((other) => other.id === examId);
  const next = index >= 0 ? exams[index + 1] : undefined;
  // A new version after each save stays on the page with the saved fields (and their new ids).
  const [version, setVersion] = useState(0);

  return (
    <Card sx={{ mt: 2 }}>
      <Title
        title={translate('examForm.title', { exam: exam ? examText(exam) : translate(`resources.${view.name}.one`) })}
      />
      <CardContent>
        {exams.length > 0 && <ExamStepper exams={exams} currentId={examId} />}
        {exam && form.data ? (
          <ExamFormEditor
            key={`${examId}-${version}`}
            exam={exam}
            fields={form.data as ExamFormRow[]}
            next={next}
            onSaved={() => setVersion((current) => current + 1)}
          />
        ) : (
          <LinearProgress />
        )}
      </CardContent>
    </Card>
  );
};
