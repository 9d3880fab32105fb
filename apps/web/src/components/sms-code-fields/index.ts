export { CODE_SENT_MESSAGE, SmsCodeFields } from './sms-code-fields';
