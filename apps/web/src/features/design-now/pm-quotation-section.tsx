import {
  type DesignArea,
  type DesignNowCheckpointInput,
  type Questionnaire,
  type ScopeChoice,
  standardLayout,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { QuotationSummary } from '../../components/quotation/quotation-summary';
import { userMessageOf } from '../../lib/errors';
import { AreasStep } from './areas-step';
import { catalogueQueryOptions } from './design-now-api';
import { dnTexts } from './design-now-texts';
import { ScopeStep } from './scope-step';
import { applicableChoices, useQuotation } from './use-quotation';

export const pmQuotationTexts = {
  toggle: 'Add a quotation (optional)', // ours
  intro:
    'Pick the areas and the scope of work with the client; the project is priced with the Design Now catalogue, as if the client had designed it.', // ours
  areas: dnTexts.steps.areas,
  scope: dnTexts.steps.scope,
} as const;

interface Draft {
  enabled: boolean;
  areas: DesignArea[];
  choices: ScopeChoice[];
}

const off: Draft = { enabled: false, areas: [], choices: [] };

export interface PmQuotationSectionProps {
  questionnaire: Questionnaire;
  /** The checkpoint to create the project with, or undefined while no service is chosen. */
  onChange: (checkpoint: DesignNowCheckpointInput | undefined) => void;
}

/**
 * Issue 12 item 6: the project manager's optional quotation, built with the Design Now engine's own
 * steps (areas, scope of work) on the questionnaire above. The server prices it again; this total is
 * the preview the client will see.
 */
export function PmQuotationSection({ questionnaire, onChange: report }: PmQuotationSectionProps) {
  const [value, setValue] = useState<Draft>(off);
  const catalogue = useQuery({ ...catalogueQueryOptions, enabled: value.enabled });
  // Choices of an area removed since are dropped, as Design Now does; the server prices it again.
  const onChange = (next: Draft) => {
    setValue(next);
    const choices =
      next.enabled && catalogue.data ? applicableChoices(catalogue.data, next.areas, next.choices) : [];
    report(choices.length > 0 ? { step: 'quotation', areas: next.areas, choices } : undefined);
  };
  const quotation = useQuotation(catalogue.data, questionnaire, value.areas, value.choices);
  const layout = () => standardLayout(questionnaire.property_type, questionnaire.property_room);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={value.enabled}
            onChange={(e) =>
              onChange(e.target.checked ? { enabled: true, areas: layout(), choices: [] } : off)
            }
          />
        }
        label={pmQuotationTexts.toggle}
      />
      {value.enabled && (
        <>
          <Typography variant="body2" color="text.secondary">
            {pmQuotationTexts.intro}
          </Typography>
          {catalogue.isPending ? (
            <PageLoader />
          ) : catalogue.isError ? (
            <Alert severity="error">{userMessageOf(catalogue.error)}</Alert>
          ) : (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {pmQuotationTexts.areas}
              </Typography>
              <AreasStep
                areas={value.areas}
                onChange={(areas) => onChange({ ...value, areas })}
                onResetLayout={() => onChange({ ...value, areas: layout(), choices: [] })}
              />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {pmQuotationTexts.scope}
              </Typography>
              <ScopeStep
                catalogue={catalogue.data}
                questionnaire={questionnaire}
                areas={value.areas}
                choices={value.choices}
                onChange={(choices) => onChange({ ...value, choices })}
              />
              {quotation && <QuotationSummary totals={quotation.totals} compact />}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
