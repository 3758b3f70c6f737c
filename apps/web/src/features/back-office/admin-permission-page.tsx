import {
  ADMIN_PERMISSION_LABELS,
  type AdminMember,
  backOfficeMessages as m,
  type AdminPermission,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { adminsQuery, groupsQuery, useGroupMutations } from './back-office-api';

export const adminPermissionTexts = {
  title: 'Admin Permission',
  subtitle: 'Each admin has the permissions of every group it belongs to.', // ours
  groups: 'Groups',
  permissions: 'Permissions',
  all: 'Every permission', // ours
  inactive: 'Deactivated', // ours
  you: m.ownGroups,
  save: 'Save',
  retry: 'Retry',
} as const;
const t = adminPermissionTexts;

const flagLabel = (flag: string) =>
  flag === 'all' ? t.all : (ADMIN_PERMISSION_LABELS[flag as AdminPermission] ?? flag);

/** Issue 18 item 3: which groups each admin belongs to, and the permissions that gives it. */
export function AdminPermissionPage() {
  const admins = useQuery(adminsQuery());
  const groups = useQuery(groupsQuery());
  const failed = admins.error ?? groups.error;
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t.subtitle}</Typography>
      </div>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void admins.refetch();
                void groups.refetch();
              }}
            >
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(failed)}
        </Alert>
      )}
      {(admins.isPending || groups.isPending) && !failed && <Skeleton variant="rounded" height={160} />}
      {admins.data &&
        groups.data &&
        admins.data.map((admin) => (
          <AdminCard
            key={admin._id}
            admin={admin}
            groups={groups.data.map((g) => ({ id: g._id, name: g.name }))}
          />
        ))}
    </Stack>
  );
}

function AdminCard({ admin, groups }: { admin: AdminMember; groups: { id: string; name: string }[] }) {
  const toast = useToast();
  const { user } = useSession();
  const { setGroups } = useGroupMutations();
  const [chosen, setChosen] = useState<string[]>(admin.group_ids);
  const isSelf = user?._id === admin._id;
  const changed =
    chosen.length !== admin.group_ids.length || chosen.some((id) => !admin.group_ids.includes(id));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="admin-member">
      <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
        {`${admin.first_name} ${admin.last_name}`.trim()} · {admin.email}
      </Typography>
      {!admin.is_active && <Chip size="small" label={t.inactive} />}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t.groups}
      </Typography>
      <FormGroup row>
        {groups.map((group) => (
          <FormControlLabel
            key={group.id}
            label={group.name}
            disabled={isSelf || setGroups.isPending}
            control={
              <Checkbox
                checked={chosen.includes(group.id)}
                onChange={(_, checked) =>
                  setChosen((list) => (checked ? [...list, group.id] : list.filter((id) => id !== group.id)))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {isSelf && <Typography variant="body2">{t.you}</Typography>}
      {!isSelf && (
        <Button
          variant="contained"
          size="small"
          disabled={!changed || setGroups.isPending}
          onClick={() =>
            setGroups.mutate(
              { adminId: admin._id, groupIds: chosen },
              { onSuccess: () => toast.success(m.groupsSaved), onError: (e) => toast.fromError(e) },
            )
          }
        >
          {t.save}
        </Button>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t.permissions}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {admin.permissions.map((flag) => (
          <Chip key={flag} size="small" variant="outlined" label={flagLabel(flag)} />
        ))}
      </Stack>
    </Paper>
  );
}
