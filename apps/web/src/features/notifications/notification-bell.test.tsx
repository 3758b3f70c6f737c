import { type NotificationView } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies, urlOf } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { useLocation } from 'react-router';
import { NotificationBell } from './notification-bell';

function Location() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

const notice = (over: Partial<NotificationView>): NotificationView => ({
  _id: 'n1',
  created_at: '2026-11-24T02:00:00.000Z',
  action: 'milestone_reached',
  content: 'Kayu reached Deposit on Tan Home.',
  is_read: false,
  to_admin: false,
  project_id: 'p1',
  ...over,
});

describe('NotificationBell (issue 12 item 7)', () => {
  it('shows the unread count, the list with created, action, content and read, and marks read', async () => {
    let unread = 1;
    const fetchMock = mockApi({
      'GET /notifications/unread-count': () => ok({ unread }),
      'GET /notifications': () =>
        ok({
          items: [
            notice({ is_read: unread === 0 }),
            notice({ _id: 'n2', is_read: true, content: 'Old news' }),
          ],
          totalCount: 2,
          unread,
        }),
      'POST /notifications/n1/read': () => {
        unread = 0;
        return ok({ updated: 1 });
      },
    });
    renderWithProviders(
      <>
        <NotificationBell role="client" />
        <Location />
      </>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications (1)' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const unreadItem = await within(panel).findByRole('button', { name: /^Unread: Kayu reached Deposit/ });
    expect(unreadItem).toHaveTextContent('Milestone reached');
    expect(unreadItem).toHaveTextContent('24/11/2026');
    expect(within(panel).getByRole('button', { name: 'Read: Old news' })).toBeInTheDocument();
    await userEvent.click(unreadItem);
    await waitFor(() => expect(sentBodies(fetchMock, '/notifications/n1/read')).toHaveLength(1));
    // It opened its project: the panel closed, and the count follows.
    expect(await screen.findByTestId('location')).toHaveTextContent('/other-project/p1');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).startsWith('/api/v1/notifications?page=1'))).toBe(
      true,
    );
  });

  it('marks all read, and says when there is nothing', async () => {
    const fetchMock = mockApi({
      'GET /notifications/unread-count': () => ok({ unread: 0 }),
      'GET /notifications': () => ok({ items: [], totalCount: 0, unread: 0 }),
      'POST /notifications/read-all': () => ok({ updated: 0 }),
    });
    renderWithProviders(<NotificationBell role="client" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No Data Found!')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(sentBodies(fetchMock, '/notifications/read-all')).toHaveLength(0);
  });
});
