import type { ApprovalItemView } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { approvalsTexts as t } from './approvals-texts';
import { ApproveDialog } from './approve-dialog';
import { HoldDialog } from './hold-dialog';

const photo = (n: number) => ({ _id: `f${n}`, url: `/api/v1/files/f${n}` });
const item: ApprovalItemView = {
  _id: 'i1',
  kind: 'service',
  ref_id: 's1',
  project_id: 'p1',
  project_name: 'Tampines Home',
  services: 'Flooring',
  merchant_id: 'm1',
  merchant_name: 'Lion City Renovation',
  amount_cents: 250_250,
  status: 'Pending',
  completed_at: '2026-11-20T02:00:00.000Z',
  auto_release_at: '2026-11-27T02:00:00.000Z',
  completion_note: 'Done',
  completion_photos: [photo(1)],
  decided_at: null,
  decided_by: null,
  released_cents: 0,
  fee_cents: 0,
  net_cents: 0,
  refunded_cents: 0,
  paid_out: false,
  hold: null,
};

describe('hold dialog (spec §5 "Hold payment")', () => {
  it('asks for the issue type, the description and the non-agreement before sending', async () => {
    const fetchMock = mockApi({ 'POST /approvals/i1/hold': () => ok({ ...item, status: 'Hold' }) });
    const onClose = vi.fn();
    renderWithProviders(<HoldDialog item={item} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: t.holdTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.hold }));
    expect(await within(dialog).findByText('Please choose the type of the issue')).toBeInTheDocument();
    expect(within(dialog).getByText('Please describe your issue')).toBeInTheDocument();
    expect(within(dialog).getByText(t.holdAgreementRequired)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/approvals/i1/hold')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: t.issueType }));
    await userEvent.click(screen.getByRole('option', { name: 'Merchant MIA' }));
    await userEvent.type(within(dialog).getByLabelText(t.description), 'Nobody came for a week');
    await userEvent.click(within(dialog).getByLabelText(t.holdAgreement));
    await userEvent.click(within(dialog).getByRole('button', { name: t.hold }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, '/approvals/i1/hold')).toEqual([
      {
        issue_type: 'Merchant MIA',
        client_remarks: 'Nobody came for a week',
        disagree: true,
        photo_file_ids: [],
      },
    ]);
  });
});

describe('approve dialog (spec §5 "Approving payment")', () => {
  it('sends nothing until the agreement is ticked', async () => {
    const fetchMock = mockApi({ 'POST /approvals/i1/approve': () => ok({ ...item, status: 'Approved' }) });
    const onClose = vi.fn();
    renderWithProviders(<ApproveDialog item={item} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: t.approveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.approve }));
    expect(within(dialog).getByText(t.approveAgreementRequired)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/approvals/i1/approve')).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText(t.approveAgreement));
    await userEvent.click(within(dialog).getByRole('button', { name: t.approve }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, '/approvals/i1/approve')).toEqual([{ agree: true }]);
  });
});
