import { EBOOK_PDF_PATH, enquiryMessages } from '@reno/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { FakeXhr } from '../../test/fake-xhr';
import { renderWithProviders } from '../../test/render';
import { AskAProForm } from './ask-a-pro-form';
import { ConsultNowForm } from './consult-now-form';
import { EbookDialog } from './ebook-dialog';
import { QuotationDoctorForm } from './quotation-doctor-form';
import { servicesTexts as t, THANK_YOU_PATH } from './services-texts';

const receipt = (kind: string) => ok({ _id: 'enq1', kind });
const stored = {
  _id: 'file1',
  category: 'quotation_dr',
  originalName: 'quote.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 5,
  width: null,
  height: null,
  resourceURI: '/api/v1/files/file1',
};

/** The form on its page, with the thank-you page to land on. */
const onPage = (form: React.ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path="/form" element={form} />
      <Route path={THANK_YOU_PATH} element={<h1>Thanks page</h1>} />
    </Routes>,
    { route: '/form' },
  );

const leadEvents = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'Lead');

beforeEach(() => {
  localStorage.clear();
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: t.name }), 'Siti Aminah');
  await user.type(screen.getByRole('textbox', { name: t.email }), 'siti@example.sg');
  await user.type(screen.getByRole('textbox', { name: t.mobile }), '9876abc5432');
}

describe('QuotationDoctorForm', () => {
  it('uploads the quotation to quotation_dr, sends it with the stored lead and lands on the thank-you page', async () => {
    localStorage.setItem('reno.lead', JSON.stringify({ from: 'g', storedAt: Date.now() }));
    FakeXhr.respond = (xhr) => xhr.reply(200, { success: true, result: stored });
    const fetchMock = mockApi({ 'POST /enquiries/quotation-doctor': () => receipt('quotation_doctor') });
    const user = userEvent.setup();
    onPage(<QuotationDoctorForm defaults={{ name: '', email: '', handphone_no: '' }} />);
    await fillContact(user);
    await user.upload(
      screen.getByLabelText(t.quotationFile),
      new File(['%PDF-'], 'quote.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByRole('heading', { name: 'Thanks page' })).toBeInTheDocument();
    expect(FakeXhr.sent[0]?.url).toContain('category=quotation_dr');
    expect(sentBodies(fetchMock, '/enquiries/quotation-doctor')).toEqual([
      {
        name: 'Siti Aminah',
        email: 'siti@example.sg',
        handphone_no: '98765432',
        message: '',
        fileId: 'file1',
        lead: 'g',
      },
    ]);
    expect(leadEvents()).toEqual([{ event: 'Lead', content_name: 'quotation_doctor' }]);
  });

  it('shows the spec messages and sends nothing while the form is wrong or has no file', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    onPage(<QuotationDoctorForm defaults={{ name: '', email: '', handphone_no: '' }} />);
    await user.type(screen.getByRole('textbox', { name: t.email }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: t.submit }));
    // Name and mobile are empty.
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Please input a valid email')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: t.email }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(enquiryMessages.quotationRequired)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(sentBodies(fetchMock, '/enquiries/quotation-doctor')).toEqual([]);
    expect(leadEvents()).toEqual([]);
  });
});

describe('ConsultNowForm and AskAProForm', () => {
  it('Consult Now sends the contact details and fires Lead', async () => {
    const fetchMock = mockApi({ 'POST /enquiries/consult-now': () => receipt('consult_now') });
    const user = userEvent.setup();
    onPage(<ConsultNowForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('heading', { name: 'Thanks page' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/enquiries/consult-now')).toEqual([
      { name: 'Siti Aminah', email: 'siti@example.sg', handphone_no: '98765432', message: '' },
    ]);
    expect(leadEvents()).toHaveLength(1);
  });

  it('ask-a-pro needs a message, then shows the server’s field error and stays on the page', async () => {
    const fetchMock = mockApi({
      'POST /enquiries/ask-a-pro': () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Please input a valid singapore phone number',
            errors: [{ field: 'handphone_no', message: 'Please input a valid singapore phone number' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const user = userEvent.setup();
    onPage(<AskAProForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/enquiries/ask-a-pro')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: t.message }), 'Can I hack the kitchen wall?');
    await user.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() => expect(sentBodies(fetchMock, '/enquiries/ask-a-pro')).toHaveLength(1));
    expect(await screen.findAllByText('Please input a valid singapore phone number')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Thanks page' })).not.toBeInTheDocument();
    expect(leadEvents()).toEqual([]);
  });
});

describe('EbookDialog', () => {
  it('sends name and e-mail, then thanks and offers the PDF until closed', async () => {
    const fetchMock = mockApi({ 'POST /enquiries/ebook': () => receipt('ebook') });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EbookDialog open onClose={onClose} />);
    expect(screen.queryByRole('textbox', { name: t.mobile })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: t.name }), 'Marcus Lim');
    await user.type(screen.getByRole('textbox', { name: t.email }), 'marcus@example.sg');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(enquiryMessages.ebookSent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.ebookDownload })).toHaveAttribute('href', EBOOK_PDF_PATH);
    expect(screen.queryByRole('textbox', { name: t.name })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t.done }));
    expect(onClose).toHaveBeenCalled();
    expect(sentBodies(fetchMock, '/enquiries/ebook')).toEqual([
      { name: 'Marcus Lim', email: 'marcus@example.sg' },
    ]);
    expect(leadEvents()).toEqual([{ event: 'Lead', content_name: 'ebook' }]);
  });
});
