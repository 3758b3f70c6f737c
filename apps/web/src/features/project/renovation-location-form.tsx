import {
  RenovationLocation,
  projectInformationMessages,
  type ProjectInformation,
  type Tooltip,
} from '@reno/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { useSaveRenovationLocation } from './project-api';
import { projectTexts } from './project-texts';
import { TooltipIcon } from './tooltip-icon';

type Errors = Partial<Record<'renovation_address' | 'renovation_postal_code', string>>;

/**
 * Renovation Location card: the address and postal code, validated with the domain schema before sending
 * (spec §5: 'Save failed!' and 'Renovation Postal Code must be a number.'); the server checks again.
 */
export function RenovationLocationForm({
  info,
  tooltips,
}: {
  info: ProjectInformation;
  tooltips: readonly Tooltip[];
}) {
  const toast = useToast();
  const save = useSaveRenovationLocation(info.project._id);
  const [address, setAddress] = useState(info.project.renovation_address ?? '');
  const [postalCode, setPostalCode] = useState(info.project.renovation_postal_code ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = RenovationLocation.safeParse({
      renovation_address: address,
      renovation_postal_code: postalCode,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      toast.error(projectInformationMessages.saveFailed);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(projectInformationMessages.updated),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 400
            ? `${projectInformationMessages.saveFailed} ${error.message}`
            : projectInformationMessages.saveFailed,
        ),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <TextField
            label={projectTexts.renovationAddress}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={Boolean(errors.renovation_address)}
            helperText={errors.renovation_address}
            fullWidth
            size="small"
          />
          <TooltipIcon code="T003" tooltips={tooltips} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <TextField
            label={projectTexts.renovationPostalCode}
            value={postalCode}
            onChange={(e) => setPostalCode(e.target.value)}
            error={Boolean(errors.renovation_postal_code)}
            helperText={errors.renovation_postal_code}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
            size="small"
          />
          <TooltipIcon code="T004" tooltips={tooltips} />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {projectTexts.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
