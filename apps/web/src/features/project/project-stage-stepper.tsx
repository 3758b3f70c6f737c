import { PROJECT_STAGE_STEPS, projectStageStep } from '@reno/domain';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { projectTexts } from './project-texts';

/** Client spec §4: the stage drives the stepper (0 when canvas). Vertical on a phone. */
export function ProjectStageStepper({ stage, canvas }: { stage: number; canvas: boolean }) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const active = projectStageStep(stage, canvas);
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
