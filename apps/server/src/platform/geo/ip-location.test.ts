import { describe, expect, it } from 'vitest';
import { deviceIdOf, placeOfIp } from './index.js';

describe('IP location', () => {
  it.each([
    ['202.96.209.133', '上海市'],
    ['114.114.114.114', '南京市'],
    ['::ffff:202.96.209.133', '上海市'],
    ['127.0.0.1', '本地网络'],
    ['192.168.1.20', '本地网络'],
    ['8.8.8.8', '美国'],
    ['not an ip', '未知地区'],
    ['', '未知地区'],
  ])('places %s in %s', (ip, place) => {
    expect(placeOfIp(ip)).toBe(place);
  });

  it('makes the device id from city and address', () => {
    expect(deviceIdOf('::ffff:202.96.209.133')).toBe('上海市 202.96.209.133');
  });
});
