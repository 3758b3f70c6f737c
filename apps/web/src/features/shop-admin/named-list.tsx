import { ShopNameInput, type ShopNamedRow } from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { useToast } from '../../components/toast';
import { ApiError, userMessageOf } from '../../lib/errors';
import { type NamedKind, shopNamedQuery, useShopAdminMutations } from './shop-admin-api';
import { shopAdminTexts as t } from './shop-admin-texts';

/** One name: adds a new one, or renames `row`. */
function NameForm({ kind, row, onDone }: { kind: NamedKind; row: ShopNamedRow | null; onDone: () => void }) {
  const toast = useToast();
  const { saveNamed } = useShopAdminMutations();
  const form = useForm<ShopNameInput>({
    resolver: zodResolver(ShopNameInput),
    defaultValues: { name: row?.name ?? '' },
  });
  const label = row ? t.rename : t.newName(kind === 'brands' ? 'brand' : 'category');
  const submit = form.handleSubmit((input) =>
    saveNamed.mutate(
      { kind, id: row?._id ?? null, input },
      {
        onSuccess: () => {
          toast.success();
          form.reset({ name: '' });
          onDone();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors.find((e) => e.field === 'name') : undefined;
          if (field) form.setError('name', { message: field.message });
          else toast.fromError(error);
        },
      },
    ),
  );
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      onSubmit={(e) => void submit(e)}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={label}
        {...form.register('name')}
        error={Boolean(form.formState.errors.name)}
        helperText={form.formState.errors.name?.message ?? ' '}
      />
      <Button type="submit" variant="contained" disabled={saveNamed.isPending}>
        {row ? t.save : t.add}
      </Button>
      {row && <Button onClick={onDone}>{t.cancel}</Button>}
    </Stack>
  );
}

/** Categories or brands: each with how many products use it; add one, rename one. */
export function NamedList({ kind }: { kind: NamedKind }) {
  const query = useQuery(shopNamedQuery(kind));
  const [renaming, setRenaming] = useState<ShopNamedRow | null>(null);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <NameForm kind={kind} row={null} onDone={() => undefined} />
      {query.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <List aria-label={t.tabs[kind]} dense>
          {query.data.map((row) =>
            renaming?._id === row._id ? (
              <ListItem key={row._id}>
                <NameForm kind={kind} row={row} onDone={() => setRenaming(null)} />
              </ListItem>
            ) : (
              <ListItem
                key={row._id}
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => setRenaming(row)}
                    aria-label={`${t.rename} ${row.name}`}
                  >
                    {t.rename}
                  </Button>
                }
              >
                <ListItemText primary={row.name} secondary={`${row.products} ${t.products.toLowerCase()}`} />
              </ListItem>
            ),
          )}
        </List>
      )}
    </Stack>
  );
}
