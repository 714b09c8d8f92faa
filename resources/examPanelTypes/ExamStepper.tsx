import { Box, Step, StepButton, Stepper, useMediaQuery, useTheme } from '@mui/material';
import { type Identifier, type RaRecord, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCatalogue, useRecordText } from '../../src/screens';
import { useExamFormPath } from './useExamFormPath';

interface ExamStepperProps {
  exams: RaRecord[];
  currentId: Identifier;
}

/**
 * The exams of one kind as steps, the current one active: a step opens that exam's form. On a phone (below `sm`) the
 * steps stand one under the other, each name on one line; wider, they stand side by side, and scroll inside their own
 * box when too many for the width (never the page: its width does not follow its content).
 */
export const ExamStepper = ({ exams, currentId }: ExamStepperProps) => {
  const translate = useTranslate();
  const onPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const navigate = useNavigate();
  const formPath = useExamFormPath();
  const { view } = useCatalogue();
  const recordText = useRecordText(view.name);
  const active = exams.findIndex((exam) => exam.id === currentId);
  return (
    <Box
      component="nav"
      aria-label={translate('examForm.steps')}
      sx={{ containerType: 'inline-size', overflowX: 'auto', py: 2 }}
    >
      <Stepper
        nonLinear
        alternativeLabel={!onPhone}
        orientation={onPhone ? 'vertical' : 'horizontal'}
        activeStep={active}
      >
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
