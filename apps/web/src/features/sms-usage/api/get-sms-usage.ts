import { SmsUsage } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const getSmsUsage = (days: number, signal?: AbortSignal): Promise<SmsUsage> =>
  api.get('/admin/sms-usage', { query: { days }, schema: SmsUsage, ...(signal ? { signal } : {}) });

/** SMS per day: changes as codes go out, so never kept long. */
export const useSmsUsage = (days: number) =>
  useQuery({
    queryKey: ['admin', 'sms-usage', days] as const,
    queryFn: ({ signal }) => getSmsUsage(days, signal),
    placeholderData: (previous) => previous,
  });
