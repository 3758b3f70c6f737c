export { AUTO_VALIDATE_MS, SmsCodeField, type SmsCodeFieldProps } from './sms-code-field';
export { smsCodeTexts } from './sms-code-texts';
