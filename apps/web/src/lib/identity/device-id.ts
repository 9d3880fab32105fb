import { deviceDetail } from '@zhixue/contract';
import { call } from '@/lib/api';

/** Spec section 3: the device id (city name plus IP address) is kept in browser storage. */
export const DEVICE_ID_KEY = 'zx-device-id';

function read(): string | null {
  try {
    return localStorage.getItem(DEVICE_ID_KEY);
  } catch {
    return null; // storage disabled
  }
}

function write(deviceId: string): void {
  try {
    localStorage.setItem(DEVICE_ID_KEY, deviceId);
  } catch {
    // not kept: asked again next time
  }
}

let pending: Promise<string> | null = null;

/**
 * The device id sent with every login. Asked of the server (`device/detail`) once and kept; a
 * failure answers '' (the login still works, the session list just shows less).
 */
export function getDeviceId(): Promise<string> {
  const stored = read();
  if (stored) return Promise.resolve(stored);
  pending ??= call(deviceDetail, undefined, { background: true })
    .then(({ deviceId }) => {
      if (deviceId) write(deviceId);
      return deviceId;
    })
    .catch(() => '')
    .finally(() => {
      pending = null;
    });
  return pending;
}
