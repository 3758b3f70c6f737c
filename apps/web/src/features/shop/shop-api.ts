import {
  Cart,
  CheckoutResult,
  listResult,
  SHOP_PAGE_SIZE,
  SHOP_REVIEWS_PAGE_SIZE,
  ShopBanner,
  ShopFilters,
  ShopOrder,
  ShopProductCard,
  ShopProductDetail,
  ShopReview,
  type ShopReviewInput,
  type ShopSort,
} from '@reno/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export interface ShopQuery {
  search: string;
  categories: string[];
  brands: string[];
  sort: ShopSort;
}

const ProductList = listResult(ShopProductCard);

/** Spec §9 "Shop page size 20, adds 20 at bottom". */
export const useShopProducts = (query: ShopQuery) =>
  useInfiniteQuery({
    queryKey: ['shop', 'products', query] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/shop/products', {
        query: {
          page: pageParam,
          rowsPerPage: SHOP_PAGE_SIZE,
          sort: query.sort,
          search: query.search || undefined,
          category: query.categories.join(',') || undefined,
          brand: query.brands.join(',') || undefined,
        },
        schema: ProductList,
        signal,
      }),
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.totalCount ? pages.length + 1 : undefined,
  });

/** Spec "A visitor on the shop sees banners": the admin's pictures (issue 16). */
export const useShopBanners = () =>
  useQuery({
    queryKey: ['shop', 'banners'] as const,
    queryFn: ({ signal }) => api.get('/shop/banners', { schema: z.array(ShopBanner), signal }),
  });

export const useShopFilters = () =>
  useQuery({
    queryKey: ['shop', 'filters'] as const,
    queryFn: ({ signal }) => api.get('/shop/filters', { schema: ShopFilters, signal }),
  });

export const useProduct = (id: string) =>
  useQuery({
    queryKey: ['shop', 'product', id] as const,
    queryFn: ({ signal }) =>
      api.get(`/shop/products/${encodeURIComponent(id)}`, { schema: ShopProductDetail, signal }),
  });

/** Spec "Reviews tab loads on first opening, pages merge, deduplicated by review id". */
export const useProductReviews = (id: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['shop', 'reviews', id] as const,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/shop/products/${encodeURIComponent(id)}/reviews`, {
        query: { page: pageParam },
        schema: listResult(ShopReview),
        signal,
      }),
    getNextPageParam: (last, pages) =>
      pages.length * SHOP_REVIEWS_PAGE_SIZE < last.totalCount ? pages.length + 1 : undefined,
  });

export function useAddReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopReviewInput) =>
      api.post(`/shop/products/${encodeURIComponent(id)}/reviews`, input, {
        schema: z.object({ _id: z.string() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop'] }),
  });
}

export const useCart = () =>
  useQuery({
    queryKey: ['shop', 'cart'] as const,
    queryFn: ({ signal }) => api.get('/shop/cart', { schema: Cart, signal }),
    staleTime: 0,
  });

export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      api.put(`/shop/cart/${encodeURIComponent(productId)}`, { quantity }, { schema: Cart }),
    onSuccess: (cart) => {
      queryClient.setQueryData(['shop', 'cart'], cart);
      void queryClient.invalidateQueries({ queryKey: ['shop', 'product'] });
    },
  });
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/shop/checkout', undefined, { schema: CheckoutResult }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
      void queryClient.invalidateQueries({ queryKey: ['rewards'] });
    },
  });
}

export const useOrders = () =>
  useQuery({
    queryKey: ['shop', 'orders'] as const,
    queryFn: ({ signal }) => api.get('/shop/orders', { schema: z.array(ShopOrder), signal }),
    staleTime: 0,
  });
