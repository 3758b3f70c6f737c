import { type MerchantView } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, json, mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { MerchantFormDialog } from './merchant-form-dialog';

const saved = (over: Partial<MerchantView> = {}): MerchantView => ({
  _id: 'm1',
  company_name: 'Kayu Carpentry',
  specialization: 'Carpentry Works',
  company_description: null,
  uen: '20261234K',
  gst_reg_no: null,
  handphone_no: '81234567',
  email: 'kayu@example.sg',
  name: 'Ahmad Kayu',
  person_incharge: null,
  incharge_handphone_no: null,
  incharge_email: null,
  is_active: true,
  has_password: false,
  active_services: 0,
  created_at: '2026-11-24T00:00:00.000Z',
  ...over,
});

async function fill(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/^Company Name/), 'Kayu Carpentry');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Specialization/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Carpentry Works' }));
  await userEvent.type(within(dialog).getByLabelText(/^UEN/), '20261234k');
  await userEvent.type(within(dialog).getByLabelText(/^Phone/), '81234567');
  await userEvent.type(within(dialog).getByLabelText(/^Email/), 'kayu@example.sg');
  await userEvent.type(within(dialog).getByLabelText(/^Contact Name/), 'Ahmad Kayu');
}

describe('MerchantFormDialog (issue 12 item 1)', () => {
  it('says what is required and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<MerchantFormDialog merchant={null} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New Merchant' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(5);
    await userEvent.type(within(dialog).getByLabelText(/^UEN/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input a valid UEN')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/admin/merchants')).toHaveLength(0);
  });

  it('creates the merchant with the checked fields and closes', async () => {
    const onClose = vi.fn();
    const fetchMock = mockApi({ 'POST /admin/merchants': () => ok(saved()) });
    renderWithProviders(<MerchantFormDialog merchant={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'New Merchant' });
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, '/admin/merchants')[0]).toMatchObject({
      company_name: 'Kayu Carpentry',
      specialization: 'Carpentry Works',
      uen: '20261234K',
      handphone_no: '81234567',
      email: 'kayu@example.sg',
      name: 'Ahmad Kayu',
      gst_reg_no: null,
    });
    expect(
      await screen.findByText('Merchant created. We sent them an e-mail to set their password.'),
    ).toBeInTheDocument();
  });

  it("puts the server's field error on its field and stays open", async () => {
    const onClose = vi.fn();
    mockApi({
      'POST /admin/merchants': () =>
        json(
          {
            success: false,
            message: 'This email is already registered',
            errors: [{ field: 'email', message: 'This email is already registered' }],
          },
          409,
        ),
    });
    renderWithProviders(<MerchantFormDialog merchant={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'New Merchant' });
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This email is already registered')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an existing merchant with PATCH', async () => {
    const fetchMock = mockApi({
      'PATCH /admin/merchants/m1': () => ok(saved({ company_name: 'Kayu Works' })),
    });
    const onClose = vi.fn();
    renderWithProviders(<MerchantFormDialog merchant={saved()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Merchant' });
    const name = within(dialog).getByLabelText(/^Company Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Kayu Works');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, '/admin/merchants/m1')[0]).toMatchObject({ company_name: 'Kayu Works' });
  });

  it('keeps the dialog open when the server fails', async () => {
    mockApi({ 'POST /admin/merchants': () => fail(500, 'Failed to process your request') });
    const onClose = vi.fn();
    renderWithProviders(<MerchantFormDialog merchant={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'New Merchant' });
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to process your request')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
