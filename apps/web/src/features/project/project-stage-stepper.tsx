import { PROJECT_STAGE_STEPS, projectStageStep } from '@reno/domain';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { projectTexts } from './project-texts';

/**
 * Client spec §4: the stage drives the stepper, its six progressive-payment stages; the domain works out
 * the true stage from the project (see `projectPaymentStage`). Vertical on a phone.
 */
export function ProjectStageStepper({
  project,
}: {
  project: { stage: number; phase: string; canvas: boolean };
}) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const active = projectStageStep(project);
  return (
    <Stepper
      activeStep={active}
      orientation={isSmall ? 'vertical' : 'horizontal'}
      alternativeLabel={!isSmall}
      aria-label={projectTexts.projectStage}
    >
      {PROJECT_STAGE_STEPS.map((label, index) => (
        <Step key={label} completed={index < active}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
