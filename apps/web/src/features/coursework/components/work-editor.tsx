import type { CourseworkFile, MySubmission } from '@zhixue/contract';
import { Button, Input, Popconfirm, Space, Upload } from 'antd';
import { useRef, useState } from 'react';
import { toastError } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { uploadCourseworkFile, useRemoveWork, useSaveWork } from '../api/coursework-queries';
import { fromWorkHtml, MARKS, toWorkHtml, wrapSelection } from '../lib/work-markup';
import styles from './coursework.module.css';
import { FileList } from './file-list';

const ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip';

/**
 * The learner's own work: a textarea with a small toolbar (no contenteditable: what is typed is what
 * is sent, and the server's allow-list decides what stays), images and attachments, 保存草稿 and
 * 提交作业, and 删除 while the assignment accepts work.
 */
export function WorkEditor({ assignmentId, mine }: { assignmentId: number; mine: MySubmission | null }) {
  const [text, setText] = useState(fromWorkHtml(mine?.content ?? ''));
  const [files, setFiles] = useState<CourseworkFile[]>(mine?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const save = useSaveWork(assignmentId);
  const remove = useRemoveWork();

  function mark(open: string, close: string) {
    const field = area.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const next = wrapSelection(text, start, end, open, close);
    setText(next.text);
    requestAnimationFrame(() => field?.setSelectionRange(next.caret, next.caret));
  }

  async function upload(file: File) {
    setUploading(true);
    try {
      const stored = await uploadCourseworkFile(file);
      setFiles((current) => [...current, stored]);
    } catch (error) {
      toastError(error);
    } finally {
      setUploading(false);
    }
  }

  function send(submit: boolean) {
    save.mutate(
      { id: mine?.id ?? null, content: toWorkHtml(text), fileIds: files.map((file) => file.id), submit },
      {
        onSuccess: (saved) => {
          setText(fromWorkHtml(saved.content));
          feedback.success(submit ? '作业已提交' : '草稿已保存');
        },
        onError: toastError,
      },
    );
  }

  const submitted = mine?.status === 'submitted';
  return (
    <div className={styles.editor}>
      <Space size={4} className={styles.toolbar}>
        {MARKS.map((item) => (
          <Button key={item.label} size="small" onClick={() => mark(item.open, item.close)}>
            {item.label}
          </Button>
        ))}
      </Space>
      <Input.TextArea
        ref={(input) => {
          area.current = input?.resizableTextArea?.textArea ?? null;
        }}
        aria-label="作业内容"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 8, maxRows: 20 }}
        maxLength={20000}
        placeholder="写下你的作业内容，空一行开始新的段落"
      />
      <FileList
        files={files}
        onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
      />
      <div className={styles.actions}>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button loading={uploading}>上传图片或附件</Button>
        </Upload>
        <span className={styles.hint}>图片不超过 5MB，附件不超过 20MB，最多 9 个</span>
        <span className={styles.grow} />
        {mine ? (
          <Popconfirm
            title="确定删除这份作业吗？"
            onConfirm={() => remove.mutate(mine.id, { onError: toastError })}
          >
            <Button danger>删除</Button>
          </Popconfirm>
        ) : null}
        {submitted ? null : (
          <Button onClick={() => send(false)} loading={save.isPending}>
            保存草稿
          </Button>
        )}
        <Button type="primary" onClick={() => send(true)} loading={save.isPending}>
          {submitted ? '保存修改' : '提交作业'}
        </Button>
      </div>
    </div>
  );
}
