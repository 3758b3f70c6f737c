import { type AreaServiceOption, areaServiceChanges, AreaType } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { useAreaTypeServices, useSaveAreaTypeServices } from './master-services-api';
import { masterServicesTexts as t } from './master-services-texts';

/**
 * Decision 022: which active services (not whole house) an area type offers, grouped by category. The
 * domain's rule is checked here too, so unticking a service's only area is refused before saving.
 */
export function AreaServicesDialog({ area, onClose }: { area: string; onClose: () => void }) {
  const list = useAreaTypeServices(area);
  return (
    <Modal open title={t.areaServices(area)} onClose={onClose} maxWidth="sm">
      {list.isPending && <CircularProgress aria-label={t.areaServices(area)} />}
      {list.isError && <Alert severity="error">{userMessageOf(list.error)}</Alert>}
      {list.data && <Checklist area={area} services={list.data.services} onClose={onClose} />}
    </Modal>
  );
}

function Checklist(props: { area: string; services: AreaServiceOption[]; onClose: () => void }) {
  const { area, services, onClose } = props;
  const [chosen, setChosen] = useState(() => new Set(services.filter((s) => s.offered).map((s) => s._id)));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAreaTypeServices(area);
  const toast = useToast();
  const categories = [...new Set(services.map((s) => s.services))];
  const toggle = (id: string, on: boolean) => {
    setProblem(null);
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const submit = () => {
    const areaType = AreaType.safeParse(area);
    if (areaType.success) {
      const candidates = services.map((s) => ({
        _id: s._id,
        // The checklist knows the count, not the other areas: enough for the last-area rule.
        area_types: s.offered ? [area, ...Array<string>(s.area_count - 1).fill('other')] : ['other'],
      }));
      const [first] = areaServiceChanges(areaType.data, [...chosen], candidates).problems;
      if (first) {
        const name = services.find((s) => s._id === first._id)?.name;
        setProblem(name ? `${name}: ${first.message}` : first.message);
        return;
      }
    }
    save.mutate([...chosen], {
      onSuccess: () => {
        toast.success('Area services saved.');
        onClose();
      },
      onError: (e) => toast.fromError(e),
    });
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.areaServicesHelp}
      </Typography>
      {categories.map((category) => (
        <Box key={category} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {category}
          </Typography>
          <FormGroup>
            {services
              .filter((s) => s.services === category)
              .map((s) => (
                <FormControlLabel
                  key={s._id}
                  sx={{ overflowWrap: 'anywhere', mr: 0 }}
                  control={
                    <Checkbox checked={chosen.has(s._id)} onChange={(e) => toggle(s._id, e.target.checked)} />
                  }
                  label={s.offered && s.area_count === 1 ? `${s.name} (${t.onlyArea})` : s.name}
                />
              ))}
          </FormGroup>
        </Box>
      ))}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t.save}
        </Button>
      </Box>
    </Box>
  );
}
