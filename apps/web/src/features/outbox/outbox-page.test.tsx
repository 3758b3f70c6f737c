import { type OutboxMessage } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, urlOf } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { OutboxPage } from './outbox-page';

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  _id: 'm1',
  channel: 'email',
  recipients: ['tan@example.sg'],
  subject: 'Welcome to EZreno',
  templateName: 'welcome.html',
  body: 'Welcome',
  html: '<h1>Welcome</h1><script>alert(1)</script>',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: '2025-01-02T03:04:05.000Z',
  sentAt: '2025-01-02T03:04:06.000Z',
  created_at: '2025-01-02T03:04:05.000Z',
  ...overrides,
});

const email = message({});
const sms = message({
  _id: 's1',
  channel: 'sms',
  recipients: ['6591234567'],
  subject: null,
  templateName: null,
  body: 'Your code is H-123456',
  html: null,
  status: 'failed',
  attempts: 6,
  lastError: 'Gateway timeout',
});

const outboxApi = () =>
  mockApi({
    'GET /admin/outbox': (url) =>
      ok(
        url.searchParams.get('channel') === 'sms'
          ? { items: [sms], totalCount: 1 }
          : { items: [email], totalCount: 41 },
      ),
  });

describe('OutboxPage', () => {
  it('renders the e-mail rows of the first server page', async () => {
    const fetchMock = outboxApi();
    renderWithProviders(<OutboxPage />);
    const table = await screen.findByRole('table', { name: 'E-mail outbox' });
    const row = await within(table).findByRole('row', { name: /Welcome to EZreno/ });
    expect(row).toHaveTextContent('02/01/2025 11:04');
    expect(row).toHaveTextContent('tan@example.sg');
    expect(row).toHaveTextContent('welcome.html');
    expect(row).toHaveTextContent('Sent');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/admin/outbox?channel=email&page=1&rowsPerPage=20');
    expect(screen.getByText('1–20 of 41')).toBeInTheDocument();
  });

  it('switches to the SMS channel', async () => {
    const fetchMock = outboxApi();
    renderWithProviders(<OutboxPage />);
    await screen.findByRole('row', { name: /Welcome to EZreno/ });
    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    const row = await screen.findByRole('row', { name: /Your code is H-123456/ });
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('Gateway timeout');
    expect(screen.queryByText('Welcome to EZreno')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('channel=sms&page=1'))).toBe(true);
  });

  it('asks the server for the next page (1-based)', async () => {
    const fetchMock = outboxApi();
    renderWithProviders(<OutboxPage />);
    await screen.findByRole('row', { name: /Welcome to EZreno/ });
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('channel=email&page=2'))).toBe(true),
    );
  });

  it('opens an e-mail in a sandboxed frame', async () => {
    outboxApi();
    renderWithProviders(<OutboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Welcome to EZreno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to EZreno' });
    const frame = within(dialog).getByTitle('E-mail preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', email.html);
  });

  it('sends a failed message again from its detail, then refreshes the list', async () => {
    const fetchMock = mockApi({
      'GET /admin/outbox': () => ok({ items: [sms], totalCount: 1 }),
      'POST /admin/outbox/s1/retry': () => ok({ ...sms, status: 'pending' }),
    });
    renderWithProviders(<OutboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Your code is H-123456' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS to 6591234567' });
    expect(dialog).toHaveTextContent('Your code is H-123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry sending' }));
    expect(await screen.findByText('Action Successful!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retry sending' })).not.toBeInTheDocument();
    const listCalls = fetchMock.mock.calls.filter(([url]) => urlOf(url).startsWith('/api/v1/admin/outbox?'));
    expect(listCalls.length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal when a retry is not allowed", async () => {
    mockApi({
      'GET /admin/outbox': () => ok({ items: [sms], totalCount: 1 }),
      'POST /admin/outbox/s1/retry': () => fail(409, 'Only failed or held messages can be retried'),
    });
    renderWithProviders(<OutboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Your code is H-123456' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry sending' }));
    expect(await screen.findByText('Only failed or held messages can be retried')).toBeInTheDocument();
  });

  it('offers no retry for a sent e-mail', async () => {
    outboxApi();
    renderWithProviders(<OutboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Welcome to EZreno' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Retry sending' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /admin/outbox': () => ok({ items: [], totalCount: 0 }) });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText('No messages in the outbox')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let calls = 0;
    mockApi({
      'GET /admin/outbox': () => {
        calls += 1;
        return calls === 1
          ? fail(500, 'Failed to process your request')
          : ok({ items: [email], totalCount: 1 });
      },
    });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText('Failed to process your request')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Welcome to EZreno/ })).toBeInTheDocument();
  });
});
