import { publicFileURI, type ShopBanner, type ShopBannerInput, shopAdminMessages } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { uploadFile } from '../../lib/upload';
import { shopBannersQuery, useShopAdminMutations } from './shop-admin-api';
import { shopAdminTexts as t } from './shop-admin-texts';

const inputOf = (b: ShopBanner): ShopBannerInput => ({
  banner_path: b.banner_path,
  title: b.title,
  sort_order: b.sort_order,
  is_active: b.is_active,
});

/** One banner: its picture, the words read for it, its place and whether the shop shows it. */
function BannerCard({ banner }: { banner: ShopBanner }) {
  const toast = useToast();
  const { saveBanner } = useShopAdminMutations();
  const [title, setTitle] = useState(banner.title);
  const save = (patch: Partial<ShopBannerInput>) =>
    saveBanner.mutate(
      { id: banner._id, input: { ...inputOf(banner), ...patch } },
      { onSuccess: () => toast.success(shopAdminMessages.bannerSaved), onError: toast.fromError },
    );
  return (
    <Card variant="outlined">
      <img
        src={banner.banner_path}
        alt={banner.title}
        style={{ width: '100%', height: 120, objectFit: 'cover' }}
      />
      <CardContent>
        <Stack spacing={1}>
          <TextField
            size="small"
            label={t.bannerTitle}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => title.trim() !== banner.title && save({ title: title.trim() })}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={banner.is_active}
                  disabled={saveBanner.isPending}
                  onChange={(e) => save({ is_active: e.target.checked })}
                />
              }
              label={t.shown}
            />
            <TextField
              size="small"
              type="number"
              label={t.order}
              defaultValue={banner.sort_order}
              onBlur={(e) => {
                const n = Math.max(0, Math.min(1000, Math.round(Number(e.target.value) || 0)));
                if (n !== banner.sort_order) save({ sort_order: n });
              }}
              sx={{ width: 90 }}
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The Shopez carousel's banners: upload a picture, name it, order it, show or hide it. */
export function BannersList() {
  const toast = useToast();
  const query = useQuery(shopBannersQuery());
  const { saveBanner } = useShopAdminMutations();
  const [uploading, setUploading] = useState(false);
  const add = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file, 'inventory');
      await saveBanner.mutateAsync({
        id: null,
        input: {
          banner_path: publicFileURI(stored._id),
          title: '',
          sort_order: query.data?.length ?? 0,
          is_active: true,
        },
      });
      toast.success(shopAdminMessages.bannerSaved);
    } catch (error) {
      toast.fromError(error);
    } finally {
      setUploading(false);
    }
  };
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Button variant="contained" component="label" disabled={uploading} sx={{ alignSelf: 'flex-start' }}>
        {uploading ? t.uploading : t.addBanner}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-label={t.addBanner}
          onChange={(e) => {
            void add(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Button>
      {query.data.length === 0 ? (
        <EmptyState title={t.empty} description={t.noBanners} />
      ) : (
        <Grid container spacing={2}>
          {query.data.map((b) => (
            <Grid key={b._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <BannerCard banner={b} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
