import {
  SCOPES_OF_WORK,
  type ServiceCategoryRow,
  type Tooltip,
  UpdateServiceCategory,
  UpdateTooltip,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { AreaServicesDialog } from './area-services-dialog';
import {
  useAreaTypes,
  useCreateServiceCategory,
  useSaveServiceCategory,
  useSaveTooltip,
  useServiceCategories,
  useTooltips,
} from './master-services-api';
import { masterServicesTexts as t } from './master-services-texts';

/** The short catalogue lists (a dozen rows each): categories, tooltips and the services of each area type. */
export function CatalogueListsTab({ tab }: { tab: 'categories' | 'tooltips' | 'area-types' }) {
  if (tab === 'categories') return <CategoriesList />;
  if (tab === 'tooltips') return <TooltipsList />;
  return <AreaTypesList />;
}

function SmallGrid<R extends object>(props: {
  label: string;
  rows: R[];
  columns: GridColDef<R>[];
  loading: boolean;
  error: unknown;
  getRowId: (row: R) => string;
}) {
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {props.error ? <Alert severity="error">{userMessageOf(props.error)}</Alert> : null}
      <DataGrid
        aria-label={props.label}
        rows={props.rows}
        columns={props.columns}
        loading={props.loading}
        getRowId={props.getRowId}
        pageSizeOptions={[20, 50, 100, 150]}
        initialState={{ pagination: { paginationModel: { pageSize: 20 } } }}
        disableRowSelectionOnClick
        autoHeight
        localeText={{ noRowsLabel: t.noRows }}
      />
    </Box>
  );
}

function CategoriesList() {
  const list = useServiceCategories();
  // null: closed; 'new': adding a category (decision 022).
  const [editing, setEditing] = useState<ServiceCategoryRow | 'new' | null>(null);
  const columns: GridColDef<ServiceCategoryRow>[] = [
    {
      field: 'services',
      headerName: t.category,
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={`${t.edit} ${row.services}`}
          onClick={() => setEditing(row)}
          sx={{ textTransform: 'none' }}
        >
          {row.services}
        </Button>
      ),
    },
    { field: 'scope_of_work', headerName: t.scope, width: 200 },
    { field: 'sort_order', headerName: t.sortOrder, width: 100, type: 'number' },
    { field: 'service_count', headerName: t.serviceCount, width: 100, type: 'number' },
  ];
  return (
    <>
      <Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t.addCategory}
        </Button>
      </Box>
      <SmallGrid
        label={t.categoriesTab}
        rows={list.data ?? []}
        columns={columns}
        loading={list.isFetching}
        error={list.error}
        getRowId={(r) => r._id}
      />
      {editing && (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function CategoryDialog({ category, onClose }: { category: ServiceCategoryRow | null; onClose: () => void }) {
  const save = useSaveServiceCategory();
  const create = useCreateServiceCategory();
  const toast = useToast();
  const form = useForm<UpdateServiceCategory>({
    resolver: zodResolver(UpdateServiceCategory),
    defaultValues: category
      ? {
          services: category.services,
          scope_of_work: category.scope_of_work,
          sort_order: category.sort_order,
        }
      : { services: '', scope_of_work: 'General Works', sort_order: 100 },
  });
  const { errors } = form.formState;
  const isPending = save.isPending || create.isPending;
  const done = {
    onSuccess: () => {
      toast.success(category ? 'Service category saved.' : 'Service category added.');
      onClose();
    },
    onError: (e: unknown) => toast.fromError(e),
  };
  const submit = form.handleSubmit((input) =>
    category ? save.mutate({ id: category._id, input }, done) : create.mutate(input, done),
  );
  return (
    <Modal
      open
      title={category ? category.services : t.newCategory}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="category-form" variant="contained" disabled={isPending}>
            {category ? t.save : t.add}
          </Button>
        </>
      }
    >
      <Stack component="form" id="category-form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        <TextField
          {...form.register('services')}
          label={t.category}
          required
          error={Boolean(errors.services)}
          helperText={errors.services?.message}
        />
        <Controller
          control={form.control}
          name="scope_of_work"
          render={({ field }) => (
            <TextField select label={t.scope} {...field}>
              {SCOPES_OF_WORK.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...form.register('sort_order', { valueAsNumber: true })}
          label={t.sortOrder}
          type="number"
          error={Boolean(errors.sort_order)}
          helperText={errors.sort_order?.message}
        />
      </Stack>
    </Modal>
  );
}

function TooltipsList() {
  const list = useTooltips();
  const [editing, setEditing] = useState<Tooltip | null>(null);
  const columns: GridColDef<Tooltip>[] = [
    {
      field: 'code',
      headerName: t.code,
      width: 110,
      renderCell: ({ row }) => (
        <Button size="small" aria-label={`${t.edit} ${row.code}`} onClick={() => setEditing(row)}>
          {row.code}
        </Button>
      ),
    },
    { field: 'description', headerName: t.description, flex: 1, minWidth: 240 },
  ];
  return (
    <>
      <SmallGrid
        label={t.tooltipsTab}
        rows={list.data ?? []}
        columns={columns}
        loading={list.isFetching}
        error={list.error}
        getRowId={(r) => r.code}
      />
      {editing && <TooltipDialog tooltip={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function TooltipDialog({ tooltip, onClose }: { tooltip: Tooltip; onClose: () => void }) {
  const save = useSaveTooltip();
  const toast = useToast();
  const form = useForm<UpdateTooltip>({
    resolver: zodResolver(UpdateTooltip),
    defaultValues: { description: tooltip.description },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { code: tooltip.code, input },
      {
        onSuccess: () => {
          toast.success('Tooltip saved.');
          onClose();
        },
        onError: (e) => toast.fromError(e),
      },
    ),
  );
  return (
    <Modal
      open
      title={tooltip.code}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="tooltip-form" variant="contained" disabled={save.isPending}>
            {t.save}
          </Button>
        </>
      }
    >
      <Stack component="form" id="tooltip-form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        <TextField
          {...form.register('description')}
          label={t.description}
          required
          multiline
          minRows={3}
          error={Boolean(errors.description)}
          helperText={errors.description?.message}
        />
      </Stack>
    </Modal>
  );
}

/**
 * The area names are the spec's fixed list (decision 022): a row opens the checklist of the services
 * offered in that area, which is what the admin edits.
 */
function AreaTypesList() {
  const list = useAreaTypes();
  const [area, setArea] = useState<string | null>(null);
  return (
    <>
      <SmallGrid
        label={t.areaTypesTab}
        rows={list.data ?? []}
        columns={[
          {
            field: 'area',
            headerName: t.name,
            flex: 1,
            minWidth: 180,
            renderCell: ({ row }) => (
              <Button
                size="small"
                aria-label={`${t.editAreaServices} ${row.area}`}
                onClick={() => setArea(row.area)}
                sx={{ textTransform: 'none' }}
              >
                {row.area}
              </Button>
            ),
          },
          { field: 'sort_order', headerName: t.sortOrder, width: 110, type: 'number' },
        ]}
        loading={list.isFetching}
        error={list.error}
        getRowId={(r) => r.area}
      />
      {area && <AreaServicesDialog area={area} onClose={() => setArea(null)} />}
    </>
  );
}
