import { formatCertificateDate, type PrintedCertificate } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { studyPeriod } from './certificate-labels';

describe('certificate labels', () => {
  it('print dates the way the certificate does', () => {
    expect(formatCertificateDate('2026-03-02')).toBe('2026年3月2日');
    const dated = { startDate: '2026-02-16', endDate: '2026-03-08' } as PrintedCertificate;
    expect(studyPeriod(dated)).toBe('2026年2月16日 至 2026年3月8日');
    expect(studyPeriod({ startDate: null, endDate: null } as PrintedCertificate)).toBeNull();
  });
});
