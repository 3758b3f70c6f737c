import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ProjectNav, projectNavKeyOf, projectNavLabel } from './project-nav';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/:area/:id/*" element={<ProjectNav />} />
    </Routes>,
    { route },
  );

describe('ProjectNav (issue 12: every child page of a project is reachable)', () => {
  it('links every child page under the root the client came by', () => {
    renderAt('/other-project/p7/time-schedule');
    const nav = screen.getByRole('navigation', { name: projectNavLabel });
    const hrefs = within(nav)
      .getAllByRole('tab')
      .map((tab) => tab.getAttribute('href'));
    expect(hrefs).toContain('/other-project/p7');
    expect(hrefs).toContain('/other-project/p7/quotation');
    expect(hrefs).toContain('/other-project/p7/transactions/progressive-payment');
    expect(hrefs).toContain('/other-project/p7/nav-floorplans/floorplans');
    expect(within(nav).getByRole('tab', { name: 'Time Schedule' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps an entry selected on its sub-pages', () => {
    expect(projectNavKeyOf('')).toBe('details');
    expect(projectNavKeyOf('/transactions/completed')).toBe('transactions');
    expect(projectNavKeyOf('/checkout')).toBe('quotation');
    expect(projectNavKeyOf('/unknown')).toBe(false);
  });
});
