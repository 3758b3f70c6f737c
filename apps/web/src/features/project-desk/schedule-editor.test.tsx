import { type ProjectDeskDetail } from '@reno/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { ScheduleEditor } from './schedule-editor';

const project: ProjectDeskDetail = {
  _id: 'p1',
  name: 'Tan Home',
  phase: 'ongoing',
  stage: 2,
  renovation_address: null,
  renovation_postal_code: null,
  renovation_unit_number: null,
  created_at: '2026-11-24T00:00:00.000Z',
  client: { _id: 'c1', name: 'Wei Ling Tan', email: 'c@demo.sg', handphone_no: null, salutation: null },
  project_manager: null,
  quotation: null,
  payments: [],
  services: [
    {
      _id: 's1',
      project_id: 'p1',
      services: 'Flooring',
      status: 'Accepted',
      status_date: '2026-11-24T00:00:00.000Z',
      amount_cents: 100_000,
      total_lines: 0,
      merchant_id: 'm1',
      merchant: { _id: 'm1', company_name: 'Kayu', specialization: null },
      decline_reason: null,
      declined_by: null,
      lines: [],
    },
  ],
  time_schedule: null,
  services_schedule: [],
  files: [],
  milestones: [],
};

const setDate = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ScheduleEditor (issue 12 item 3)', () => {
  it('refuses meetings out of order and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ScheduleEditor project={project} />);
    setDate('Meeting 1', '2026-12-10');
    setDate('Meeting 2', '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect(
      await screen.findByText('Meetings must be in order: meeting 1, then meeting 2, then meeting 3.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/schedule')).toHaveLength(0);
  });

  it('saves the meetings and a services schedule entry together', async () => {
    const fetchMock = mockApi({
      'PUT /projects/p1/schedule': () => ok({ project_id: 'p1', time_schedule: null, services_schedule: [] }),
    });
    renderWithProviders(<ScheduleEditor project={project} />);
    setDate('Meeting 1', '2026-12-01');
    setDate('Meeting 2', '2026-12-08');
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    setDate(/^Date/, '2026-12-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() => expect(sentBodies(fetchMock, '/projects/p1/schedule')).toHaveLength(1));
    expect(sentBodies(fetchMock, '/projects/p1/schedule')[0]).toEqual({
      time_schedule: { meeting_1: '2026-12-01', meeting_2: '2026-12-08', meeting_3: null },
      services_schedule: [
        { project_service_id: 's1', date: '2026-12-02', type: 'works', stage: 0, note: '' },
      ],
    });
    expect(
      await screen.findByText('Schedule saved. The client and the merchants have been told.'),
    ).toBeInTheDocument();
  });
});
