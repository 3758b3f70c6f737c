import { ConsultNowRequest } from '@reno/domain';
import { EnquiryForm } from './enquiry-form';
import { enquiriesApi } from './enquiries-api';
import { servicesTexts as t } from './services-texts';

/** Spec "Services": quotationdr-start, where the Consult Now button leads. */
export function ConsultNowForm() {
  return (
    <EnquiryForm
      kind="consult_now"
      schema={ConsultNowRequest}
      send={enquiriesApi.consultNow}
      label={t.consultTitle}
      messageLabel={t.notes}
      isMessageRequired={false}
      submitLabel={t.submit}
    />
  );
}
