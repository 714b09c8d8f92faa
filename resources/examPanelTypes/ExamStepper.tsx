import { Box, Step, StepButton, Stepper } from '@mui/material';
import { type Identifier, type RaRecord, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCatalogue, useRecordText } from '../../src/screens';
import { useExamFormPath } from './useExamFormPath';

interface ExamStepperProps {
  exams: RaRecord[];
  currentId: Identifier;
}

/** The exams of one kind as steps, the current one active: a step opens that exam's form. */
export const ExamStepper = ({ exams, currentId }: ExamStepperProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const formPath = useExamFormPath();
  const { view } = useCatalogue();
  const recordText = useRecordText(view.name);
  const active = exams.findIndex((exam) => exam.id === currentId);
  return (
    <Box component="nav" aria-label={translate('examForm.steps')} sx={{ overflowX: 'auto', py: 2 }}>
      <Stepper nonLinear alternativeLabel activeStep={active}>
        {exams.map((exam, index) => (
          <Step key={exam.id} completed={false}>
            <StepButton
              aria-current={index === active ? 'step' : undefined}
              onClick={() => navigate(formPath(exam.id))}
            >
              {recordText(exam)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
};
