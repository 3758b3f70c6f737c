import { type MerchantView } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { profileTexts } from '../../features/profile/profile-texts';
import { MerchantProfileRoute } from './merchant-area';

const merchant: MerchantView = {
  _id: 'm1',
  company_name: 'Kayu Carpentry',
  specialization: 'Carpentry',
  company_description: null,
  uen: '201912345K',
  gst_reg_no: null,
  handphone_no: '+6591234567',
  email: 'kayu@demo.sg',
  name: 'Kayu',
  person_incharge: null,
  incharge_handphone_no: null,
  incharge_email: null,
  is_active: true,
  has_password: true,
  active_services: 1,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('MerchantProfileRoute (issue 12 item 8: Profile Settings for a merchant)', () => {
  it('changes the password from the profile, not only by a reset link', async () => {
    const fetchMock = mockApi({
      'GET /merchant/profile': () => ok(merchant),
      'POST /auth/change-password': () => ok({}),
    });
    renderWithProviders(<MerchantProfileRoute />);
    const section = await screen.findByRole('region', { name: profileTexts.passwordTitle });
    await userEvent.type(within(section).getByLabelText(profileTexts.currentPassword), 'Test1234');
    await userEvent.type(within(section).getByLabelText(profileTexts.newPassword), 'Test5678');
    await userEvent.type(within(section).getByLabelText(profileTexts.confirmPassword), 'Test5678');
    await userEvent.click(within(section).getByRole('button', { name: profileTexts.changePassword }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, '/auth/change-password')).toEqual([
        { current_password: 'Test1234', password: 'Test5678', confirm_password: 'Test5678' },
      ]),
    );
  });
});
