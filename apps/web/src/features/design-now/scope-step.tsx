import {
  SCOPES_OF_WORK,
  WHOLE_HOUSE_AREA_ID,
  formatSgd,
  resolvePrice,
  type Catalogue,
  type CatalogueService,
  type DesignArea,
  type Questionnaire,
  type ScopeChoice,
} from '@reno/domain';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMemo } from 'react';
import { dnTexts as t } from './design-now-texts';

interface ScopeStepProps {
  catalogue: Catalogue;
  questionnaire: Questionnaire;
  areas: DesignArea[];
  choices: ScopeChoice[];
  onChange: (next: ScopeChoice[]) => void;
}

/** Per area, the catalogue's services for it by scope of work; ticking one updates the totals at once. */
export function ScopeStep({ catalogue, questionnaire, areas, choices, onChange }: ScopeStepProps) {
  const scopeOf = useMemo(
    () => new Map(catalogue.categories.map((c) => [c._id, c.scope_of_work])),
    [catalogue],
  );
  const chosen = useMemo(() => new Map(choices.map((c) => [`${c.area_id}|${c.service_id}`, c])), [choices]);
  const sections = [
    ...areas.map((a) => ({
      id: a.id,
      name: a.name,
      services: catalogue.services.filter((s) => s.area_types.includes(a.area_type)),
    })),
    {
      id: WHOLE_HOUSE_AREA_ID,
      name: t.wholeHouse,
      services: catalogue.services.filter((s) => s.area_types.length === 0),
    },
  ];

  const toggle = (areaId: string, service: CatalogueService, on: boolean) =>
    onChange(
      on
        ? [...choices, { area_id: areaId, service_id: service._id }]
        : choices.filter((c) => !(c.area_id === areaId && c.service_id === service._id)),
    );
  const setUnits = (areaId: string, serviceId: string, units: number) =>
    onChange(choices.map((c) => (c.area_id === areaId && c.service_id === serviceId ? { ...c, units } : c)));

  return (
    <Stack spacing={1}>
      {sections.map((section, index) => {
        const count = choices.filter((c) => c.area_id === section.id).length;
        return (
          <Accordion key={section.id} defaultExpanded={index === 0} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 600 }}>
                {section.name}
                {count > 0 ? ` (${count})` : ''}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {section.services.length === 0 && (
                <Typography color="text.secondary">{t.noServices}</Typography>
              )}
              {SCOPES_OF_WORK.map((scope) => {
                const services = section.services.filter((s) => scopeOf.get(s.category_id) === scope);
                if (services.length === 0) return null;
                return (
                  <Stack key={scope} sx={{ mb: 1.5 }}>
                    <Typography variant="subtitle2" color="primary">
                      {scope}
                    </Typography>
                    {services.map((s) => {
                      const choice = chosen.get(`${section.id}|${s._id}`);
                      const price = resolvePrice(
                        s,
                        questionnaire.property_type,
                        questionnaire.premium_standard,
                      );
                      return (
                        <Stack
                          key={s._id}
                          direction={{ xs: 'column', sm: 'row' }}
                          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                        >
                          <FormControlLabel
                            control={
                              <Checkbox
                                checked={Boolean(choice)}
                                onChange={(e) => toggle(section.id, s, e.target.checked)}
                              />
                            }
                            label={
                              <span>
                                {s.name}
                                <Typography
                                  component="span"
                                  variant="caption"
                                  color="text.secondary"
                                  sx={{ ml: 1 }}
                                >
                                  {formatSgd(price.price_per_unit)} / {s.unit}
                                </Typography>
                              </span>
                            }
                          />
                          {choice && s.quantity_basis === 'per unit' && (
                            <TextField
                              type="number"
                              size="small"
                              label={`${t.units} (${s.unit})`}
                              value={choice.units ?? s.default_units}
                              sx={{ width: 130 }}
                              slotProps={{ htmlInput: { min: 1, max: 999 } }}
                              onChange={(e) =>
                                setUnits(
                                  section.id,
                                  s._id,
                                  Math.min(999, Math.max(1, Math.round(Number(e.target.value) || 1))),
                                )
                              }
                            />
                          )}
                        </Stack>
                      );
                    })}
                  </Stack>
                );
              })}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Stack>
  );
}
