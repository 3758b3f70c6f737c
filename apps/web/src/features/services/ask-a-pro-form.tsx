import { AskAProRequest } from '@reno/domain';
import { EnquiryForm } from './enquiry-form';
import { enquiriesApi } from './enquiries-api';
import { servicesTexts as t } from './services-texts';

/** Spec "Services": ask-a-pro, the ad-hoc enquiry form (on its page and in the header's pop-up). */
export function AskAProForm({ onSent }: { onSent?: () => void }) {
  return (
    <EnquiryForm
      kind="ask_a_pro"
      schema={AskAProRequest}
      send={enquiriesApi.askAPro}
      label={t.askAProTitle}
      messageLabel={t.message}
      isMessageRequired
      submitLabel={t.send}
      {...(onSent ? { onSent } : {})}
    />
  );
}
