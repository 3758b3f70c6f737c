import {
  AdminShopOrder,
  AdminShopProduct,
  listResult,
  ShopBanner,
  type ShopBannerInput,
  ShopNamedRow,
  type ShopNameInput,
  type ShopProductInput,
} from '@reno/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Query } from '../../lib/api';

const key = ['admin', 'shop'] as const;
export type NamedKind = 'categories' | 'brands';

export const shopProductsQuery = (query: Query) =>
  queryOptions({
    queryKey: [...key, 'products', query],
    queryFn: ({ signal }) =>
      api.get('/admin/shop/products', { query, schema: listResult(AdminShopProduct), signal }),
    placeholderData: keepPreviousData,
  });

export const shopNamedQuery = (kind: NamedKind) =>
  queryOptions({
    queryKey: [...key, kind],
    queryFn: ({ signal }) => api.get(`/admin/shop/${kind}`, { schema: z.array(ShopNamedRow), signal }),
  });

export const shopOrdersQuery = (query: Query) =>
  queryOptions({
    queryKey: [...key, 'orders', query],
    queryFn: ({ signal }) =>
      api.get('/admin/shop/orders', { query, schema: listResult(AdminShopOrder), signal }),
    placeholderData: keepPreviousData,
  });

export const shopBannersQuery = () =>
  queryOptions({
    queryKey: [...key, 'banners'],
    queryFn: ({ signal }) => api.get('/admin/shop/banners', { schema: z.array(ShopBanner), signal }),
  });

/** Saving anything refreshes the whole shop admin (names show in the product grid). */
export function useShopAdminMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    saveBanner: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: ShopBannerInput }) =>
        id
          ? api.put(`/admin/shop/banners/${encodeURIComponent(id)}`, input, { schema: ShopBanner })
          : api.post('/admin/shop/banners', input, { schema: ShopBanner }),
      onSuccess: () => {
        void refresh();
        // The shop's own carousel reads them too.
        void queryClient.invalidateQueries({ queryKey: ['shop', 'banners'] });
      },
    }),
    saveProduct: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: ShopProductInput }) =>
        id
          ? api.put(`/admin/shop/products/${encodeURIComponent(id)}`, input, { schema: AdminShopProduct })
          : api.post('/admin/shop/products', input, { schema: AdminShopProduct }),
      onSuccess: refresh,
    }),
    saveNamed: useMutation({
      mutationFn: ({ kind, id, input }: { kind: NamedKind; id: string | null; input: ShopNameInput }) =>
        id
          ? api.put(`/admin/shop/${kind}/${encodeURIComponent(id)}`, input, { schema: ShopNamedRow })
          : api.post(`/admin/shop/${kind}`, input, { schema: ShopNamedRow }),
      onSuccess: refresh,
    }),
  };
}
