import {
  decrementQuantity,
  formatDate,
  incrementQuantity,
  shopMessages as m,
  ShopReviewInput,
  formatCount,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { useAddReview, useProduct, useProductReviews, useSetCartQuantity } from './shop-api';

function Reviews({ id, canReview }: { id: string; canReview: boolean }) {
  const reviews = useProductReviews(id, true);
  const add = useAddReview(id);
  const toast = useToast();
  const form = useForm<ShopReviewInput>({
    resolver: zodResolver(ShopReviewInput),
    defaultValues: { rating: 0, comments: '' },
  });
  // Pages merge, deduplicated by review id (spec §4 "Cart").
  const seen = new Set<string>();
  const items = (reviews.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (r) => !seen.has(r._id) && seen.add(r._id),
  );
  return (
    <Stack spacing={2}>
      {canReview && (
        <Stack
          component="form"
          spacing={1}
          noValidate
          onSubmit={(e) =>
            void form.handleSubmit((values) =>
              add.mutate(values, {
                onSuccess: () => toast.success(m.reviewThanks),
                onError: toast.fromError,
              }),
            )(e)
          }
        >
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <Rating
                value={field.value || null}
                onChange={(_e, v) => field.onChange(v ?? 0)}
                aria-label="Your rating"
              />
            )}
          />
          {form.formState.errors.rating && (
            <Typography color="error" variant="body2">
              {form.formState.errors.rating.message}
            </Typography>
          )}
          <TextField {...form.register('comments')} label="Your review" multiline minRows={2} />
          <Box>
            <Button type="submit" variant="outlined" disabled={add.isPending}>
              Post review
            </Button>
          </Box>
        </Stack>
      )}
      {reviews.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{m.noReviews}</Typography>
      ) : (
        items.map((r) => (
          <Box key={r._id}>
            <Rating value={r.rating} readOnly size="small" />
            <Typography sx={{ fontWeight: 600 }}>
              {r.first_name} {r.last_name} · {formatDate(r.created_at)}
            </Typography>
            <Typography>{r.comments}</Typography>
          </Box>
        ))
      )}
      {reviews.hasNextPage && (
        <Box>
          <Button onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
            More reviews
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** `/product/details/{id}` (client): gallery, information, how to redeem, reviews, add to cart. */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const setQuantity = useSetCartQuantity();
  const toast = useToast();
  const navigate = useNavigate();
  const [quantity, setQty] = useState(1);
  const [tab, setTab] = useState(0);
  const [image, setImage] = useState(0);
  const [added, setAdded] = useState(false);
  const p = product.data;
  const inCart = added || (p?.in_cart ?? 0) > 0;

  const addToCart = () => {
    if (inCart) return void navigate('/shopez/checkout');
    if (!p || quantity < 1) return;
    setQuantity.mutate(
      { productId: p._id, quantity: p.in_cart + quantity },
      {
        onSuccess: () => {
          setAdded(true);
          toast.success(m.addedToCart);
        },
        onError: (error) => toast.error(userMessageOf(error) || m.failedToAdd),
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {p?.productname ?? m.productDetails}
        </Typography>
        <Button
          component={RouterLink}
          to="/shopez/checkout"
          variant="outlined"
          startIcon={<ShoppingCartOutlinedIcon />}
        >
          {m.shoppingCart}
        </Button>
      </Stack>
      <Breadcrumbs>
        <Link component={RouterLink} to="/shopez">
          Shopez
        </Link>
        {p && <Typography>{p.category_name}</Typography>}
      </Breadcrumbs>
      {product.isError ? (
        <Alert severity="error">{userMessageOf(product.error)}</Alert>
      ) : !p ? (
        <Skeleton variant="rounded" height={400} />
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {p.images[image] && (
              <Box
                component="img"
                src={p.images[image]}
                alt={p.productname}
                sx={{ width: '100%', borderRadius: 2 }}
              />
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {p.images.map((src, i) => (
                <Box
                  key={src}
                  component="button"
                  type="button"
                  onClick={() => setImage(i)}
                  aria-label={`Picture ${i + 1}`}
                  sx={{
                    p: 0,
                    border: 2,
                    borderColor: i === image ? 'primary.main' : 'transparent',
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                  }}
                >
                  <Box component="img" src={src} alt="" sx={{ width: 64, height: 64, display: 'block' }} />
                </Box>
              ))}
            </Stack>
          </Box>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <Typography color="text.secondary">{p.brand_name}</Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {formatCount(p.price_ezcash)} Ezcash
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <IconButton aria-label="Less" onClick={() => setQty(decrementQuantity)} disabled={inCart}>
                <RemoveIcon />
              </IconButton>
              <Typography aria-label="Quantity" sx={{ minWidth: 24, textAlign: 'center' }}>
                {quantity}
              </Typography>
              <IconButton aria-label="More" onClick={() => setQty(incrementQuantity)} disabled={inCart}>
                <AddIcon />
              </IconButton>
            </Stack>
            <Box>
              <Button
                variant="contained"
                size="large"
                onClick={addToCart}
                disabled={setQuantity.isPending || (!inCart && (quantity < 1 || p.stock === 0))}
              >
                {inCart ? m.proceedToCart : m.addToCart}
              </Button>
            </Box>
            <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="scrollable">
              <Tab label={m.information} />
              <Tab label={m.howToRedeem} />
              <Tab label={m.reviews} />
            </Tabs>
            {tab === 0 && (
              <Box>
                <Typography>{p.description}</Typography>
                {p.address && (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {p.address}
                  </Typography>
                )}
              </Box>
            )}
            {tab === 1 && <Typography>{p.redeem_instructions}</Typography>}
            {tab === 2 && <Reviews id={p._id} canReview={p.can_review} />}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
