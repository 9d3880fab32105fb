import type { CertificateSubjectKind } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { certificateTemplates } = tables;

/** How a certificate looks and who signs it: a subject's own template, or its kind's built-in one. */
export interface CertificateDesign {
  heading: string;
  statement: string;
  primaryColor: string;
  accentColor: string;
  issuer: string;
  /** The words inside the seal beside the signature line. */
  sealText: string;
}

const ISSUER = '知学在线教育';
const SEAL = '知学认证';

const BUILT_IN: Record<CertificateSubjectKind, CertificateDesign> = {
  camp_term: {
    heading: '结业证书',
    statement: '完成训练营全部学习任务，成绩合格，特发此证。',
    primaryColor: '#1f3a68',
    accentColor: '#c8a45a',
    issuer: ISSUER,
    sealText: SEAL,
  },
  course: {
    heading: '课程结业证书',
    statement: '完成本课程全部学习内容，特发此证。',
    primaryColor: '#14532d',
    accentColor: '#b08d3c',
    issuer: ISSUER,
    sealText: SEAL,
  },
  enterprise_task: {
    heading: '培训合格证书',
    statement: '完成企业培训任务，考核合格，特发此证。',
    primaryColor: '#3b2f6b',
    accentColor: '#b7925a',
    issuer: ISSUER,
    sealText: SEAL,
  },
};

/** A certificate's design: its own template's (left-joined: null when it names none), else its kind's. */
export function designOf(
  kind: CertificateSubjectKind,
  template: CertificateDesign | null,
): CertificateDesign {
  return template ?? BUILT_IN[kind];
}

/** The template columns, to left-join beside a certificate and hand to `designOf`. */
export const templateColumns = {
  heading: certificateTemplates.heading,
  statement: certificateTemplates.statement,
  primaryColor: certificateTemplates.primaryColor,
  accentColor: certificateTemplates.accentColor,
  issuer: certificateTemplates.issuer,
  sealText: certificateTemplates.sealText,
};

/** A template of its own for a subject (a camp's): its id goes into `issueCertificate`'s `templateId`. */
export async function createCertificateTemplate(
  db: Database,
  design: CertificateDesign & { name?: string },
): Promise<number> {
  const [row] = await db
    .insert(certificateTemplates)
    .values(design)
    .returning({ id: certificateTemplates.id });
  if (!row) throw new Error('certificate template not created');
  return row.id;
}
