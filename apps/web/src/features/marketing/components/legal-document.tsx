import { Skeleton } from 'antd';
import { LoadFailed } from '@/components/load-failed';
import { useLegalDocuments } from '../api/get-legal-documents';
import styles from './legal-document.module.css';

const DOCUMENTS = {
  user: { title: '用户协议', text: 'userAgreement' },
  privacy: { title: '隐私政策', text: 'privacyPolicy' },
} as const;

/** 《用户协议》 or 《隐私政策》 as the learner consents to it, paragraph by paragraph, with its version. */
export function LegalDocument({ kind }: { kind: keyof typeof DOCUMENTS }) {
  const documents = useLegalDocuments();
  const document = DOCUMENTS[kind];
  return (
    <div className={`zx-container ${styles.page}`}>
      <article className={styles.document}>
        <h1>{document.title}</h1>
        {documents.isPending ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : documents.isError ? (
          <LoadFailed query={documents} fallback={`${document.title}加载失败`} />
        ) : (
          <>
            <p className={styles.updated}>
              更新日期：{documents.data.updatedAt.slice(0, 10)} · 第 {documents.data.version} 版
            </p>
            {documents.data[document.text].split(/\n+/).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the text's paragraphs have no ids and never reorder while shown
              <p key={index}>{paragraph}</p>
            ))}
          </>
        )}
      </article>
    </div>
  );
}
