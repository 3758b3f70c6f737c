import type { ProjectTimeScheduleView } from '@reno/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { TimeSchedulePage } from './time-schedule-page';

const view = (over: Partial<ProjectTimeScheduleView>): ProjectTimeScheduleView => ({
  project_id: 'p1',
  project_name: 'Mei Home',
  stage: 3,
  is_unlocked: true,
  schedule: null,
  ...over,
});

const renderAt = (route: string, result: ProjectTimeScheduleView) => {
  mockApi({ 'GET /projects/p1/time-schedule': () => ok(result) });
  renderWithProviders(
    <Routes>
      <Route path="/:area/:id/time-schedule" element={<TimeSchedulePage />} />
    </Routes>,
    { route },
  );
};

describe('Time schedule page (spec "Schedule calendar page", §9 "Calendar")', () => {
  it('is locked with Go To Payment until stage 2 or a time schedule exists', async () => {
    renderAt('/other-project/p1/time-schedule', view({ stage: 1, is_unlocked: false }));
    expect(await screen.findByText('Pay 2nd Progressive Payment to unlock this feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Payment' })).toHaveAttribute(
      'href',
      '/other-project/p1/transactions/progressive-payment',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('says so when no time schedule is set', async () => {
    renderAt('/main-project/p1/time-schedule', view({ stage: 2 }));
    expect(
      await screen.findByText(
        'Your time schedule has not been set yet. Our representative will add your meetings here.',
      ),
    ).toBeInTheDocument();
  });

  it('marks three meetings and three stage ends with their payment windows', async () => {
    renderAt(
      '/main-project/p1/time-schedule',
      view({ schedule: { meeting_1: '2027-01-05', meeting_2: '2027-03-03', meeting_3: '2027-05-20' } }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Time Schedule: Mei Home' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Schedule' }, { timeout: 10_000 });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(12);
    expect(items.filter((t) => t?.startsWith('Meeting'))).toEqual([
      'Meeting 105 Jan 2027',
      'Meeting 203 Mar 2027',
      'Meeting 320 May 2027',
    ]);
    expect(items.filter((t) => t?.includes('end') && t.startsWith('Stage'))).toHaveLength(3);
    expect(items).toContain('PP start (45% payment)23 Feb 2027');
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader')[0]).toHaveAttribute(
      'aria-label',
      'Monday',
    );
  });
});
