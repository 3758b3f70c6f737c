import {
  SHOP_SEARCH_DEBOUNCE_MS,
  SHOP_SKELETON_CARDS,
  SHOP_SORTS,
  SHOP_TITLE_LENGTHS,
  shopMessages as m,
  type ShopProductCard,
  type ShopSort,
  shortenTitle,
  formatCount,
} from '@reno/domain';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { userMessageOf } from '../../lib/errors';
import { type ShopQuery, useShopBanners, useShopFilters, useShopProducts } from './shop-api';

/** Spec §9 "Banner carousel autoplay 10 s". */
const BANNER_MS = 10_000;
const banners = [
  { title: 'Spend your EZcash in Shopez', text: 'Furniture, appliances and decor from our partner brands.' },
  { title: 'Earn 300 EZcash with Design Now', text: 'Create your first project and start shopping.' },
  { title: 'Refer a friend, both earn EZcash', text: 'Share your referral code from My Rewards.' },
];

/**
 * The admin's banners (spec §3 "Banner: banner_path"), turning every 10 s; until the admin adds one,
 * our own three words about EZcash.
 */
function BannerCarousel() {
  const [index, setIndex] = useState(0);
  const pictures = useShopBanners().data ?? [];
  const count = pictures.length > 0 ? pictures.length : banners.length;
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_MS);
    return () => clearInterval(timer);
  }, [count]);
  const picture = pictures[index % Math.max(1, pictures.length)];
  if (picture)
    return (
      <Paper aria-roledescription="carousel" sx={{ borderRadius: 3, overflow: 'hidden', lineHeight: 0 }}>
        <Box
          component="img"
          src={picture.banner_path}
          alt={picture.title}
          sx={{ width: '100%', height: { xs: 140, md: 240 }, objectFit: 'cover' }}
        />
      </Paper>
    );
  const banner = banners[index % banners.length]!;
  return (
    <Paper
      aria-roledescription="carousel"
      sx={{ p: { xs: 3, md: 5 }, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3 }}
    >
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {banner.title}
      </Typography>
      <Typography sx={{ mt: 1 }}>{banner.text}</Typography>
    </Paper>
  );
}

function useTitleLength() {
  const lg = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const md = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return lg ? SHOP_TITLE_LENGTHS.lg : md ? SHOP_TITLE_LENGTHS.md : SHOP_TITLE_LENGTHS.xs;
}

function ProductCard({
  p,
  onOpen,
  titleLength,
}: {
  p: ShopProductCard;
  onOpen: () => void;
  titleLength: number;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }} aria-label={p.productname}>
        {p.image && <CardMedia component="img" image={p.image} alt="" sx={{ aspectRatio: '1 / 1' }} />}
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {p.brand_name}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} title={p.productname}>
            {shortenTitle(p.productname, titleLength)}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
            {formatCount(p.price_ezcash)} Ezcash
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function FilterGroup({
  title,
  options,
  selected,
  onChange,
}: {
  title: string;
  options: { _id: string; name: string; count: number }[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Box>
      <Button
        fullWidth
        onClick={() => setOpen((o) => !o)}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={open}
        sx={{ justifyContent: 'space-between', fontWeight: 700 }}
      >
        {title}
      </Button>
      <Collapse in={open}>
        <Stack sx={{ pl: 1 }}>
          {options.map((o) => (
            <FormControlLabel
              key={o._id}
              label={`${o.name} (${o.count})`}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(o._id)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...selected, o._id] : selected.filter((s) => s !== o._id))
                  }
                />
              }
            />
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}

function Filters({ query, set }: { query: ShopQuery; set: (patch: Partial<ShopQuery>) => void }) {
  const filters = useShopFilters();
  if (!filters.data) return <Skeleton variant="rounded" height={200} />;
  return (
    <Stack spacing={1}>
      <FilterGroup
        title={m.categories}
        options={filters.data.categories}
        selected={query.categories}
        onChange={(categories) => set({ categories })}
      />
      <FilterGroup
        title={m.brands}
        options={filters.data.brands}
        selected={query.brands}
        onChange={(brands) => set({ brands })}
      />
    </Stack>
  );
}

/**
 * Shopez (spec "Shop"): `/shopez` for a client, `/rewards/shopez` for everyone. A visitor sees the
 * banner carousel, no cart button, and a card asks them to sign in (`onVisitorOpen`).
 */
export function ShopPage({
  isClient,
  onVisitorOpen,
}: {
  isClient: boolean;
  onVisitorOpen: (id: string) => void;
}) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<ShopQuery>({
    search: '',
    categories: [],
    brands: [],
    sort: 'price_desc',
  });
  const [filterOpen, setFilterOpen] = useState(false);
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const titleLength = useTitleLength();
  const set = (patch: Partial<ShopQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const products = useShopProducts(query);
  const sentinel = useRef<HTMLDivElement | null>(null);

  // Spec §5: "Search fires about 100 ms after key release and only with non-empty text"; clearing the
  // box shows every product again.
  useEffect(() => {
    const text = typed.trim();
    const timer = setTimeout(
      () => setQuery((q) => (q.search === text ? q : { ...q, search: text })),
      text ? SHOP_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  const total = products.data?.pages[0]?.totalCount ?? 0;
  const open = (id: string) => (isClient ? void navigate(`/product/details/${id}`) : onVisitorOpen(id));

  return (
    <Stack spacing={2} sx={{ maxWidth: 1300, mx: 'auto', width: '100%' }}>
      {isClient ? (
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Shopez
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/shopez/history" variant="outlined">
              {m.purchaseHistory}
            </Button>
            <Button
              component={RouterLink}
              to="/shopez/checkout"
              variant="contained"
              startIcon={<ShoppingCartOutlinedIcon />}
            >
              {m.shoppingCart}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Shopez
          </Typography>
          <BannerCarousel />
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          placeholder={m.searchPlaceholder}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search products', maxLength: 100 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label="Sort"
          value={query.sort}
          onChange={(e) => set({ sort: e.target.value as ShopSort })}
          sx={{ minWidth: 200 }}
        >
          {(Object.keys(SHOP_SORTS) as ShopSort[]).map((k) => (
            <MenuItem key={k} value={k}>
              {SHOP_SORTS[k]}
            </MenuItem>
          ))}
        </TextField>
        {mobile && (
          <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFilterOpen(true)}>
            {m.productFilter}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" role="status">
        {products.isPending ? '' : `${total} ${total === 1 ? 'item' : 'items'}`}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        {!mobile && (
          <Box sx={{ width: 240, flexShrink: 0 }}>
            <Filters query={query} set={set} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {products.isError ? (
            <Alert severity="error">{userMessageOf(products.error)}</Alert>
          ) : !products.isPending && items.length === 0 ? (
            <EmptyState title={m.noProducts} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr' },
              }}
            >
              {products.isPending
                ? Array.from({ length: SHOP_SKELETON_CARDS }, (_, i) => (
                    <Skeleton key={i} variant="rounded" height={260} data-testid="product-skeleton" />
                  ))
                : items.map((p) => (
                    <ProductCard key={p._id} p={p} titleLength={titleLength} onOpen={() => open(p._id)} />
                  ))}
            </Box>
          )}
          <Box ref={sentinel} sx={{ height: 1 }} />
          {hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                Show more
              </Button>
            </Box>
          )}
        </Box>
      </Stack>
      <Modal
        open={filterOpen}
        title={m.productFilter}
        onClose={() => setFilterOpen(false)}
        actions={<Button onClick={() => setFilterOpen(false)}>Done</Button>}
      >
        <Filters query={query} set={set} />
      </Modal>
    </Stack>
  );
}
