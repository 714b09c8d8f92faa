import { Box, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { SESSION_STEPS } from '../../../lib/sessionSteps';

type SessionStep = { step: (typeof SESSION_STEPS)[number]; enabled: boolean };

/** The twelve session steps (docs/product-rules.md, "Session steps"), always in their order, each on or off. */
export const SessionStepsInput = ({ source, label }: { source: string; label: ReactNode }) => {
  const translate = useTranslate();
  const { id, field } = useInput({ source });
  const current: SessionStep[] = Array.isArray(field.value) ? field.value : [];
  const steps = SESSION_STEPS.map((step) => ({
    step,
    enabled: current.find((s) => s.step === step)?.enabled ?? false,
  }));
  const toggle = (step: SessionStep['step']) =>
    field.onChange(steps.map((s) => (s.step === step ? { step, enabled: !s.enabled } : s)));

  return (
    <Box sx={{ mb: 2 }} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <FormGroup>
        {steps.map(({ step, enabled }, index) => (
          <FormControlLabel
            key={step}
            control={<Switch checked={enabled} onChange={() => toggle(step)} />}
            label={`${index + 1}. ${translate(`screens.sessionSteps.${step}`)}`}
          />
        ))}
      </FormGroup>
    </Box>
  );
};
