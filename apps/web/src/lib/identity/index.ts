export { DEVICE_ID_KEY, getDeviceId } from './device-id';
export { setNewPassword } from './password';
export { NOT_ENTERPRISE_MOBILE_MESSAGE, sendSmsCode } from './send-sms-code';
export {
  type PendingScan,
  rememberScan,
  returnPathOf,
  takeScan,
  WECHAT_CALLBACK_PATH,
  WECHAT_SCAN_KEY,
  type WeChatPurpose,
} from './wechat-scan';
