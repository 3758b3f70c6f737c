import { type AdminShopProduct, publicFileURI, ShopProductInput, shopAdminMessages } from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { uploadFile } from '../../lib/upload';
import { shopNamedQuery, useShopAdminMutations } from './shop-admin-api';
import { shopAdminTexts as t } from './shop-admin-texts';

/** The form takes the SGD price in dollars; the API takes cents. */
const ProductForm = ShopProductInput.omit({ price_sgd_cents: true }).extend({
  price_sgd: z
    .number({ error: 'Please enter the price in SGD.' })
    .min(0, 'The price cannot be negative.')
    .max(100_000_000, 'The price is too high.'),
});
type ProductForm = z.infer<typeof ProductForm>;

const toForm = (p: AdminShopProduct | null): ProductForm =>
  p
    ? {
        productname: p.productname,
        description: p.description,
        redeem_instructions: p.redeem_instructions,
        images: p.images,
        price_ezcash: p.price_ezcash,
        price_sgd: p.price_sgd_cents / 100,
        brand_id: p.brand_id,
        category_id: p.category_id,
        address: p.address,
        stock: p.stock,
        is_active: p.is_active,
      }
    : {
        productname: '',
        description: '',
        redeem_instructions: '',
        images: [],
        price_ezcash: 0,
        price_sgd: 0,
        brand_id: '',
        category_id: '',
        address: '',
        stock: 0,
        is_active: true,
      };

/** New product or the editor of one: names, prices in EZcash and SGD, stock, pictures, visibility. */
export function ProductDialog({
  product,
  onClose,
}: {
  product: AdminShopProduct | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const { saveProduct } = useShopAdminMutations();
  const categories = useQuery(shopNamedQuery('categories'));
  const brands = useQuery(shopNamedQuery('brands'));
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductForm>({ resolver: zodResolver(ProductForm), defaultValues: toForm(product) });
  const { errors } = form.formState;
  const images = useWatch({ control: form.control, name: 'images' });
  const busy = uploading || saveProduct.isPending;

  const submit = form.handleSubmit(({ price_sgd, ...rest }) => {
    if (busy) return;
    saveProduct.mutate(
      { id: product?._id ?? null, input: { ...rest, price_sgd_cents: Math.round(price_sgd * 100) } },
      {
        onSuccess: () => {
          toast.success(shopAdminMessages.saved);
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.errors : [];
          for (const f of fields) form.setError(f.field as Path<ProductForm>, { message: f.message });
          if (fields.length === 0) toast.fromError(error);
        },
      },
    );
  });

  const addPicture = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file, 'inventory');
      form.setValue('images', [...form.getValues('images'), publicFileURI(stored._id)], {
        shouldDirty: true,
      });
    } catch (error) {
      toast.fromError(error);
    } finally {
      setUploading(false);
    }
  };

  const text = (
    name: 'productname' | 'description' | 'redeem_instructions' | 'address',
    label: string,
    extra = {},
  ) => (
    <TextField
      {...form.register(name)}
      label={label}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? ' '}
      {...extra}
    />
  );
  const number = (name: 'price_ezcash' | 'price_sgd' | 'stock', label: string, step = '1') => (
    <TextField
      {...form.register(name, { valueAsNumber: true })}
      label={label}
      type="number"
      required
      fullWidth
      slotProps={{ htmlInput: { min: 0, step } }}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? ' '}
    />
  );
  const select = (
    name: 'category_id' | 'brand_id',
    label: string,
    options: { _id: string; name: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required
          fullWidth
          value={field.value}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
        >
          {options.map((o) => (
            <MenuItem key={o._id} value={o._id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Modal
      open
      maxWidth="md"
      title={product ? t.editProduct : t.newProduct}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" form="shop-product-form" variant="contained" loading={busy}>
            {t.save}
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        id="shop-product-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ pt: 1 }}
      >
        <Grid container spacing={2}>
          <Grid size={12}>{text('productname', t.productname, { required: true })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{select('category_id', t.category, categories.data ?? [])}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{select('brand_id', t.brand, brands.data ?? [])}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{number('price_ezcash', t.priceEzcash)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{number('price_sgd', t.priceSgd, '0.01')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{number('stock', t.stock)}</Grid>
          <Grid size={12}>{text('description', t.description, { multiline: true, minRows: 3 })}</Grid>
          <Grid size={12}>
            {text('redeem_instructions', t.redeemInstructions, { multiline: true, minRows: 2 })}
          </Grid>
          <Grid size={12}>{text('address', t.address)}</Grid>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t.pictures}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {images.map((src, i) => (
                <Stack key={src} sx={{ position: 'relative' }}>
                  <img
                    src={src}
                    alt={`${t.picture} ${i + 1}`}
                    width={96}
                    height={72}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                  />
                  <IconButton
                    size="small"
                    aria-label={`${t.removePicture} ${i + 1}`}
                    onClick={() =>
                      form.setValue(
                        'images',
                        images.filter((x) => x !== src),
                        { shouldDirty: true },
                      )
                    }
                    sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
              <Button variant="outlined" component="label" disabled={busy || images.length >= 8}>
                {t.addPicture}
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  aria-label={t.addPicture}
                  onChange={(e) => {
                    void addPicture(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </Button>
            </Stack>
            {errors.images && (
              <Typography role="alert" variant="caption" color="error">
                {errors.images.message}
              </Typography>
            )}
          </Grid>
          <Grid size={12}>
            <Controller
              control={form.control}
              name="is_active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t.shown}
                />
              )}
            />
          </Grid>
        </Grid>
      </Stack>
    </Modal>
  );
}
