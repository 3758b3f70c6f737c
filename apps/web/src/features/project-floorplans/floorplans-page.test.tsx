import type { ProjectFloorplan } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { floorplansTexts as t } from './floorplans-texts';

const client = () =>
  ok({
    _id: 'c1',
    role: 'client',
    email: 'wei@example.sg',
    first_name: 'Wei Ling',
    last_name: 'Tan',
    permissions: [],
    email_verified: true,
  });

const image = (fileId: string, name: string) => ({
  fileId,
  name,
  resourceURI: `/api/v1/files/${fileId}`,
  downloadURI: `/api/v1/files/${fileId}?download=1`,
});

const floorplan = (generated: ProjectFloorplan['generated']): ProjectFloorplan => ({
  project_id: 'p1',
  name: 'Wei Home',
  status: 'new',
  uploaded: image('f-up', 'hdb-plan.jpg'),
  generated,
});

async function openDownloads(route: string, fp: ProjectFloorplan) {
  mockApi({
    'GET /auth/me': client,
    'POST /activity': () => ok(null),
    'GET /design-now/projects/p1/floorplan': () => ok(fp),
  });
  renderApp(route);
  const open = await screen.findByRole('button', { name: t.download }, { timeout: 10_000 });
  expect(screen.getByRole('heading', { level: 1, name: `Floorplans: ${fp.name}` })).toBeInTheDocument();
  await userEvent.click(open);
  return { open, dialog: await screen.findByRole('dialog', { name: t.downloadTitle }) };
}

// Rendering the whole app with its lazy areas is slow on a busy machine.
describe(
  'floorplan view and download modal (client spec "floorplan tab and floorplan download modal")',
  { timeout: 20_000 },
  () => {
    it('lists both floorplans with thumbnail, name and a download of each; only its close button closes it', async () => {
      const { open, dialog } = await openDownloads(
        '/other-project/p1/nav-floorplans/floorplans',
        floorplan(image('f-gen', 'generated-floorplan.png')),
      );
      const rows = within(dialog).getAllByRole('listitem');
      expect(rows.map((r) => within(r).getByText(/Floorplan$/).textContent)).toEqual([
        t.uploaded,
        t.generated,
      ]);
      expect(within(rows[0]!).getByText('hdb-plan.jpg')).toBeInTheDocument();
      expect(within(rows[0]!).getByRole('img', { name: t.thumbnail(t.uploaded) })).toHaveAttribute(
        'src',
        '/api/v1/files/f-up?thumb=1',
      );
      const uploaded = within(dialog).getByRole('link', { name: t.downloadOne(t.uploaded) });
      expect(uploaded).toHaveAttribute('href', '/api/v1/files/f-up?download=1');
      expect(uploaded).toHaveAttribute('download', 'hdb-plan.jpg');
      expect(within(dialog).getByRole('link', { name: t.downloadOne(t.generated) })).toHaveAttribute(
        'href',
        '/api/v1/files/f-gen?download=1',
      );

      // Spec "Layout": the reusable modal cannot be closed by Escape; its close button does.
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: t.close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Focus goes back to the button that opened it, so a keyboard user carries on from there.
      expect(open).toHaveFocus();
    });

    it('disables the download of a floorplan not made yet and says why; the keyboard reaches the rest', async () => {
      const { dialog } = await openDownloads('/main-project/p1/nav-floorplans/floorplans', floorplan(null));
      const missing = within(dialog).getByRole('button', { name: t.download });
      expect(missing).toBeDisabled();
      expect(missing).toHaveAccessibleDescription(`${t.none(t.generated)} ${t.noneReason.generated}`);
      expect(
        within(dialog).queryByRole('link', { name: t.downloadOne(t.generated) }),
      ).not.toBeInTheDocument();

      // Tab moves only among what can be used: the close button and the one download there is.
      const close = within(dialog).getByRole('button', { name: t.close });
      const uploaded = within(dialog).getByRole('link', { name: t.downloadOne(t.uploaded) });
      const reached = new Set<Element | null>();
      for (let i = 0; i < 4; i++) {
        await userEvent.tab();
        reached.add(document.activeElement);
      }
      expect(reached).toEqual(new Set([close, uploaded]));

      await userEvent.click(close);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
);
