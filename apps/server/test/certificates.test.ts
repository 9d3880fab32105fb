import type { CertificateVerification, MyCertificate, Page } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../scripts/pdf-text.mjs';
import {
  type CertificateSubject,
  createCertificateTemplate,
  formatCertificateCode,
  issueCertificate,
  revokeCertificate,
} from '../src/modules/certificates/index.js';
import { DEMO_CERTIFICATE_CODE } from '../src/seed/certificates.js';
import * as tables from '../src/tables.js';
import { readEnvelope, serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const nextPhone = phoneNumbers('1361000');
let nextSubjectId = 1000;

const LIST = '/api/front/user/cert/list';
const DOWNLOAD = '/api/front/user/cert/download';
const VERIFY = '/api/front/cert/verify';

async function freshLearner(): Promise<LoggedIn> {
  const login = await loginWithCode(server, nextPhone());
  expect(login.body.code).toBe('00000');
  return login;
}

const campTerm = (): CertificateSubject => ({ kind: 'camp_term', id: nextSubjectId++ });

function issue(userId: number, subject: CertificateSubject, templateId?: number) {
  return server.database.db.transaction((tx) =>
    issueCertificate(tx, {
      userId,
      subject,
      templateId,
      learnerName: '欧阳晓雯',
      title: 'AI产品经理实战训练营',
      termName: '第3期',
      startDate: '2026-03-02',
      endDate: '2026-03-29',
    }),
  );
}

/** Verifications from an address of their own, so the per-address limit of one test stays its own. */
let nextAddress = 1;
const verify = (code: string, address = `10.9.0.${nextAddress++}`) =>
  server.post(VERIFY, { code }, { headers: { 'x-forwarded-for': address } });

async function downloadPdf(who: LoggedIn, code: string): Promise<Response> {
  const link = await server.post(DOWNLOAD, { code }, { headers: who.headers });
  expect(link.body.code).toBe('00000');
  return server.fetch((link.body.data as { url: string }).url);
}

describe('issuing', () => {
  it('issues exactly once per learner and subject, even when completions arrive at the same moment', async () => {
    const learner = await freshLearner();
    const subject = campTerm();
    const results = await Promise.all(Array.from({ length: 12 }, () => issue(learner.userId, subject)));
    expect(results.filter((result) => result.issued)).toHaveLength(1);
    expect(new Set(results.map((result) => result.certificate.code)).size).toBe(1);
    const { certificates } = tables;
    const rows = await server.database.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.userId, learner.userId), eq(certificates.subjectId, subject.id)));
    expect(rows).toHaveLength(1);
    // Another subject is another certificate with a code of its own.
    const other = await issue(learner.userId, campTerm());
    expect(other.issued).toBe(true);
    expect(other.certificate.code).not.toBe(results[0]?.certificate.code);
  });

  it('keeps a revoked certificate revoked when the subject completes again', async () => {
    const learner = await freshLearner();
    const subject = campTerm();
    const { certificate } = await issue(learner.userId, subject);
    const revoked = await revokeCertificate(server.database.db, learner.userId, subject, 'refund');
    expect(revoked?.revokedReason).toBe('refund');
    const again = await issue(learner.userId, subject);
    expect(again).toMatchObject({
      issued: false,
      certificate: { code: certificate.code, revokedReason: 'refund' },
    });
    expect(await revokeCertificate(server.database.db, learner.userId, campTerm(), 'refund')).toBeNull();
  });
});

describe('the learner’s certificates', () => {
  it('lists their own, newest first, and no one else’s', async () => {
    const learner = await freshLearner();
    const other = await freshLearner();
    const first = await issue(learner.userId, campTerm());
    const second = await issue(learner.userId, { kind: 'course', id: nextSubjectId++ });
    await issue(other.userId, campTerm());
    const { body } = await server.post(LIST, { pageCurrent: 1, pageSize: 10 }, { headers: learner.headers });
    const page = body.data as Page<MyCertificate>;
    expect(page.total).toBe(2);
    expect(page.list.map((item) => item.code)).toEqual([
      formatCertificateCode(second.certificate.code),
      formatCertificateCode(first.certificate.code),
    ]);
    expect(page.list[1]).toMatchObject({
      kind: 'camp_term',
      heading: '结业证书',
      learnerName: '欧阳晓雯',
      termName: '第3期',
      startDate: '2026-03-02',
      status: 'valid',
      verifyPath: `/cert/verify/${formatCertificateCode(first.certificate.code)}`,
    });
    expect(page.list[0]?.heading).toBe('课程结业证书');
    expect((await server.post(LIST, {})).body.code).toBe('A0313');
  });

  it('downloads a PDF whose text holds the Chinese name, the camp and the number', async () => {
    const learner = await freshLearner();
    const { certificate } = await issue(learner.userId, campTerm());
    const code = formatCertificateCode(certificate.code);
    const response = await downloadPdf(learner, code.toLowerCase());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`${code}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    // A subset of the CJK face, not the whole 20 MB collection.
    expect(bytes.length).toBeLessThan(300_000);
    const text = await pdfText(bytes);
    for (const printed of ['欧阳晓雯', '结业证书', 'AI产品经理实战训练营', '第3期', code, '2026年3月2日']) {
      expect(text).toContain(printed);
    }
  });

  it('prints a subject’s own template', async () => {
    const learner = await freshLearner();
    const templateId = await createCertificateTemplate(server.database.db, {
      heading: '优秀学员证书',
      statement: '表现优异，特发此证。',
      primaryColor: '#8b1d1d',
      accentColor: '#d4a017',
      issuer: '华东智造集团培训中心',
      sealText: '华东智造',
    });
    const { certificate } = await issue(learner.userId, campTerm(), templateId);
    const text = await pdfText(
      new Uint8Array(await (await downloadPdf(learner, certificate.code)).arrayBuffer()),
    );
    expect(text).toContain('优秀学员证书');
    expect(text).toContain('华东智造集团培训中心');
    expect(text).toContain('华东智造');
  });

  it('gives no link to another learner’s certificate, nor to a revoked one; a tampered link is refused', async () => {
    const owner = await freshLearner();
    const stranger = await freshLearner();
    const subject = campTerm();
    const { certificate } = await issue(owner.userId, subject);
    const code = formatCertificateCode(certificate.code);
    const theirs = await server.post(DOWNLOAD, { code }, { headers: stranger.headers });
    expect(theirs.body.reason).toBe('CERT_NOT_FOUND');
    const link = await server.post(DOWNLOAD, { code }, { headers: owner.headers });
    const url = (link.body.data as { url: string }).url;
    for (const tampered of [
      url.replace(/s=[0-9a-f]/, 's=x'),
      url.replace(/e=\d+/, (expiry) => `e=${Number(expiry.slice(2)) + 600}`),
      url.replace(code, formatCertificateCode((await issue(stranger.userId, campTerm())).certificate.code)),
      `/api/cert/pdf/${code}.pdf`,
    ]) {
      const response = await server.fetch(tampered);
      expect(response.status).toBe(410);
      expect((await readEnvelope(response)).reason).toBe('CERT_LINK_EXPIRED');
    }
    await revokeCertificate(server.database.db, owner.userId, subject, 'refund');
    expect((await readEnvelope(await server.fetch(url))).reason).toBe('CERT_REVOKED');
    expect((await server.post(DOWNLOAD, { code }, { headers: owner.headers })).body.reason).toBe(
      'CERT_REVOKED',
    );
  });
});

describe('the demo', () => {
  it('gives the member 13800000001 a course certificate that the verification page knows', async () => {
    const member = await loginWithCode(server, '13800000001');
    const page = (await server.post(LIST, {}, { headers: member.headers })).body.data as Page<MyCertificate>;
    expect(page.list).toEqual([
      expect.objectContaining({
        code: DEMO_CERTIFICATE_CODE,
        learnerName: '李悦',
        kind: 'course',
        status: 'valid',
      }),
    ]);
    expect((await verify(DEMO_CERTIFICATE_CODE)).body.data).toMatchObject({
      status: 'valid',
      certificate: { title: '培训师的职业发展路径', issuedOn: '2026-03-08' },
    });
  });
});

describe('public verification', () => {
  it('shows every printed field again without a login, or that the certificate was revoked', async () => {
    const learner = await freshLearner();
    const subject = campTerm();
    const { certificate } = await issue(learner.userId, subject);
    const code = formatCertificateCode(certificate.code);
    const valid = (await verify(code.replaceAll('-', ' ').toLowerCase())).body
      .data as CertificateVerification;
    expect(valid).toEqual({
      status: 'valid',
      certificate: {
        code,
        kind: 'camp_term',
        heading: '结业证书',
        learnerName: '欧阳晓雯',
        title: 'AI产品经理实战训练营',
        termName: '第3期',
        startDate: '2026-03-02',
        endDate: '2026-03-29',
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        issuer: '知学在线教育',
      },
    });
    await revokeCertificate(server.database.db, learner.userId, subject, 'refund');
    const revoked = (await verify(code)).body.data as CertificateVerification;
    expect(revoked).toMatchObject({ status: 'revoked', revokedReason: '订单已退款', certificate: { code } });
  });

  it('answers any other code with the same bare shape', async () => {
    const unknownAnswers = await Promise.all(
      ['ZX-AAAA-BBBB-CCCC-DDDD', 'ZX-0000-0000-0000-0001', 'not a code', '%', '1'.repeat(64)].map((code) =>
        verify(code),
      ),
    );
    for (const answer of unknownAnswers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: '00000', msg: 'ok', data: { status: 'unknown' } });
    }
    expect((await verify('x'.repeat(65))).body.reason).toBe('INVALID_REQUEST');
  });

  it('is limited per client address', async () => {
    const address = '10.9.255.1';
    const answers = [];
    for (let index = 0; index < 21; index += 1) answers.push(await verify('ZX-AAAA-BBBB-CCCC-DDDD', address));
    expect(answers.slice(0, 20).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[20]?.status).toBe(429);
    expect(answers[20]?.body.reason).toBe('CERT_VERIFY_TOO_FREQUENT');
    expect((await verify('ZX-AAAA-BBBB-CCCC-DDDD')).status).toBe(200);
  });
});
