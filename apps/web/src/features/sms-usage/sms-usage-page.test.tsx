import { type SmsUsage } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, urlOf } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { SmsUsagePage } from './sms-usage-page';

const usage = (queuedToday: number): SmsUsage => ({
  dailyBudget: 1000,
  days: [
    { day: '2026-11-24', queued: queuedToday, sent: 8, failed: 1, waiting: queuedToday - 9 },
    { day: '2026-11-23', queued: 4, sent: 4, failed: 0, waiting: 0 },
  ],
});

describe('SmsUsagePage', () => {
  it("shows each day's SMS and today's use of the daily budget", async () => {
    const fetchMock = mockApi({ 'GET /admin/sms-usage': () => ok(usage(12)) });
    renderWithProviders(<SmsUsagePage />);
    const table = await screen.findByRole('table', { name: 'SMS per day' });
    await within(table).findByText('24/11/2026');
    const [, today, yesterday] = within(table).getAllByRole('row');
    if (!today || !yesterday) throw new Error('no day rows');
    expect(within(today).getByRole('rowheader')).toHaveTextContent('24/11/2026');
    expect(
      within(today)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '8', '1', '3']);
    expect(within(yesterday).getByRole('rowheader')).toHaveTextContent('23/11/2026');
    expect(screen.getByText('Today: 12 of 1,000 SMS (daily budget)')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/admin/sms-usage?days=30');
  });

  it('asks for another period', async () => {
    const fetchMock = mockApi({ 'GET /admin/sms-usage': () => ok(usage(12)) });
    renderWithProviders(<SmsUsagePage />);
    await screen.findByRole('table', { name: 'SMS per day' });
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => urlOf(url).endsWith('days=7'))).toBe(true),
    );
  });

  it('says so when no SMS went out, and shows a failure with a retry', async () => {
    mockApi({
      'GET /admin/sms-usage': () =>
        ok({ dailyBudget: 1000, days: [{ day: '2026-11-24', queued: 0, sent: 0, failed: 0, waiting: 0 }] }),
    });
    const { unmount } = renderWithProviders(<SmsUsagePage />);
    expect(await screen.findByText('No SMS in this period')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /admin/sms-usage': () => fail(500, 'Something went wrong') });
    renderWithProviders(<SmsUsagePage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
