import {
  ADMIN_PERMISSION_LABELS,
  ADMIN_PERMISSIONS,
  type AdminGroup,
  backOfficeMessages as m,
  SaveAdminGroup,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ApiError, userMessageOf } from '../../lib/errors';
import { groupsQuery, useGroupMutations } from './back-office-api';

export const adminGroupTexts = {
  title: 'Admin Group',
  add: 'New Group', // ours
  edit: 'Edit',
  delete: 'Delete',
  name: 'Name',
  description: 'Description',
  permissions: 'Permissions',
  members: (n: number) => `${n} ${n === 1 ? 'admin' : 'admins'}`, // ours
  save: 'Save',
  cancel: 'Cancel',
  empty: 'No groups yet.', // ours
  retry: 'Retry',
  deleteTitle: 'Delete this group?', // ours
  deleteMessage: (name: string, n: number) =>
    `${name} will be deleted; its ${n} ${n === 1 ? 'admin loses' : 'admins lose'} the permissions it gave.`, // ours
} as const;
const t = adminGroupTexts;

/** Issue 18 item 3: groups and the permission flags each grants its admins. */
export function AdminGroupPage() {
  const toast = useToast();
  const query = useQuery(groupsQuery());
  const { remove } = useGroupMutations();
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminGroup | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      </Stack>
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(query.error)}
        </Alert>
      )}
      {query.isPending && !query.isError && <Skeleton variant="rounded" height={160} />}
      {query.data?.length === 0 && <EmptyState title={t.empty} />}
      {query.data?.map((group) => (
        <Paper key={group._id} variant="outlined" sx={{ p: 2 }} data-testid="admin-group">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <div>
              <Typography variant="h6" component="h2">
                {group.name}
              </Typography>
              {group.description && (
                <Typography sx={{ color: 'text.secondary' }}>{group.description}</Typography>
              )}
              <Typography variant="body2">{t.members(group.member_count)}</Typography>
            </div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button size="small" onClick={() => setEditing(group)} aria-label={`${t.edit} ${group.name}`}>
                {t.edit}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDeleting(group)}
                aria-label={`${t.delete} ${group.name}`}
              >
                {t.delete}
              </Button>
            </Stack>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {group.permissions.map((flag) => (
              <Chip key={flag} size="small" label={ADMIN_PERMISSION_LABELS[flag]} />
            ))}
          </Stack>
        </Paper>
      ))}
      {editing !== null && (
        <GroupFormDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={deleting ? t.deleteMessage(deleting.name, deleting.member_count) : ''}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        isWorking={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => toast.success(m.groupDeleted),
            onError: (e) => toast.fromError(e),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}

function GroupFormDialog({ group, onClose }: { group: AdminGroup | null; onClose: () => void }) {
  const toast = useToast();
  const { save } = useGroupMutations();
  const form = useForm<SaveAdminGroup>({
    resolver: zodResolver(SaveAdminGroup),
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      permissions: group?.permissions ?? [],
    },
  });
  const submit = form.handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(
      { id: group?._id ?? null, body },
      {
        onSuccess: () => {
          toast.success(m.groupSaved);
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.errors : [];
          if (error instanceof ApiError && error.status === 409)
            form.setError('name', { message: error.message });
          else if (fields.length === 0) toast.fromError(error);
          for (const f of fields) form.setError(f.field as keyof SaveAdminGroup, { message: f.message });
        },
      },
    );
  });
  const errors = form.formState.errors;
  return (
    <Modal
      open
      title={group ? `${t.edit} ${group.name}` : t.add}
      maxWidth="sm"
      onClose={save.isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
            {t.save}
          </Button>
        </>
      }
    >
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t.name}
          {...form.register('name')}
          error={!!errors.name}
          helperText={errors.name?.message}
          required
        />
        <TextField label={t.description} {...form.register('description')} multiline minRows={2} />
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <FormGroup>
              <FormLabel component="legend">{t.permissions}</FormLabel>
              {ADMIN_PERMISSIONS.map((flag) => (
                <FormControlLabel
                  key={flag}
                  label={ADMIN_PERMISSION_LABELS[flag]}
                  control={
                    <Checkbox
                      checked={field.value.includes(flag)}
                      onChange={(_, checked) =>
                        field.onChange(
                          checked ? [...field.value, flag] : field.value.filter((f) => f !== flag),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        />
      </Stack>
    </Modal>
  );
}
