import { type AdminShopOrder, type AdminShopProduct, formatDateTime } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { userMessageOf } from '../../lib/errors';
import { BannersList } from './banners-list';
import { NamedList } from './named-list';
import { ProductDialog } from './product-dialog';
import { shopOrdersQuery, shopProductsQuery } from './shop-admin-api';
import { shopAdminTexts as t } from './shop-admin-texts';

const TABS = ['products', 'categories', 'brands', 'banners', 'orders'] as const;
type ShopTab = (typeof TABS)[number];

const productColumns: GridColDef<AdminShopProduct>[] = [
  { field: 'productname', headerName: t.productname, flex: 1, minWidth: 200 },
  { field: 'category_name', headerName: t.category, width: 150 },
  { field: 'brand_name', headerName: t.brand, width: 150 },
  { field: 'price_ezcash', headerName: t.priceEzcash, width: 130, type: 'number' },
  { field: 'stock', headerName: t.stock, width: 90, type: 'number' },
  { field: 'sold', headerName: t.sold, width: 80, type: 'number', sortable: false },
  { field: 'is_active', headerName: t.active, width: 80, type: 'boolean', sortable: false },
];

const orderColumns: GridColDef<AdminShopOrder>[] = [
  { field: 'order_no', headerName: t.orderNo, width: 120 },
  { field: 'client_name', headerName: t.client, width: 170, sortable: false },
  { field: 'client_email', headerName: t.email, width: 200, sortable: false },
  { field: 'summary', headerName: t.what, flex: 1, minWidth: 220, sortable: false },
  { field: 'total_ezcash', headerName: t.total, width: 130, type: 'number' },
  { field: 'created_at', headerName: t.date, width: 170, valueFormatter: (v: string) => formatDateTime(v) },
];

function Products() {
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminShopProduct | null | 'new'>(null);
  const list = useQuery(
    shopProductsQuery({ ...grid.query, ...(search.trim() ? { search: search.trim() } : {}) }),
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label={t.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            grid.resetPage();
          }}
        />
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }}>
          {t.newProduct}
        </Button>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{userMessageOf(list.error)}</Alert>
      ) : (
        <ServerGrid
          label={t.tabs.products}
          rows={list.data?.items ?? []}
          rowCount={list.data?.totalCount ?? 0}
          columns={productColumns}
          loading={list.isFetching}
          state={grid}
          getRowId={(row) => row._id}
          onRowClick={setEditing}
        />
      )}
      {editing && (
        <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function Orders() {
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const list = useQuery(shopOrdersQuery(grid.query));
  if (list.isError) return <Alert severity="error">{userMessageOf(list.error)}</Alert>;
  return (
    <ServerGrid
      label={t.tabs.orders}
      rows={list.data?.items ?? []}
      rowCount={list.data?.totalCount ?? 0}
      columns={orderColumns}
      loading={list.isFetching}
      state={grid}
      getRowId={(row) => row._id}
    />
  );
}

/** `/admin/shop/{tab}` (issue 16): the admin's Shopez, products first. */
export function ShopAdminPage() {
  const { tab = 'products' } = useParams();
  if (!TABS.includes(tab as ShopTab)) return <Navigate to="/admin/shop" replace />;
  const current = tab as ShopTab;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t.title}>
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t.tabs[key]}
            component={RouterLink}
            to={key === 'products' ? '/admin/shop' : `/admin/shop/${key}`}
          />
        ))}
      </Tabs>
      {current === 'products' && <Products />}
      {(current === 'categories' || current === 'brands') && <NamedList key={current} kind={current} />}
      {current === 'banners' && <BannersList />}
      {current === 'orders' && <Orders />}
    </Stack>
  );
}
