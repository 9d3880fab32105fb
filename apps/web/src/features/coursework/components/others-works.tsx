import type { WorkCard } from '@zhixue/contract';
import { Button, Input, Modal, Pagination, Popconfirm, Spin, Tag } from 'antd';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { toastError } from '@/lib/api';
import {
  useCollect,
  useComment,
  useLike,
  useRemoveComment,
  useWork,
  useWorks,
  WORKS_PAGE_SIZE,
} from '../api/coursework-queries';
import styles from './coursework.module.css';
import { FileList } from './file-list';
import { WorkHtml } from './work-html';

function Reactions({ work }: { work: WorkCard }) {
  const like = useLike();
  const collect = useCollect();
  return (
    <div className={styles.reactions}>
      <Button
        size="small"
        type={work.liked ? 'primary' : 'default'}
        onClick={() => like.mutate({ id: work.id, liked: !work.liked }, { onError: toastError })}
      >
        {work.liked ? '已赞' : '点赞'} {work.likeCount}
      </Button>
      <Button
        size="small"
        onClick={() => collect.mutate({ id: work.id, collected: !work.collected }, { onError: toastError })}
      >
        {work.collected ? '已收藏' : '收藏'}
      </Button>
    </div>
  );
}

/** One work in a dialog: all its files, its comments (one level), a box to add one. */
function WorkDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const work = useWork(id);
  const comment = useComment();
  const removeComment = useRemoveComment();
  const [text, setText] = useState('');
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} width={760} title="作业详情" destroyOnHidden>
      {work.isPending ? (
        <Spin />
      ) : work.isError ? (
        <LoadFailed query={work} />
      ) : (
        <div className={styles.dialog}>
          <div className={styles.author}>
            <strong>{work.data.author.nickname}</strong>
            <span className={styles.hint}>{work.data.submittedAt}</span>
            {work.data.excellent ? <Tag color="gold">优秀作业</Tag> : null}
          </div>
          <WorkHtml html={work.data.content} />
          <FileList files={work.data.files} />
          <Reactions work={work.data} />
          <h4>评论 {work.data.comments.length}</h4>
          <ul className={styles.comments}>
            {work.data.comments.map((item) => (
              <li key={item.id}>
                <strong>{item.author.nickname}</strong>
                <span className={styles.commentText}>{item.content}</span>
                <span className={styles.hint}>{item.createdAt}</span>
                {item.mine ? (
                  <Popconfirm
                    title="删除这条评论？"
                    onConfirm={() => removeComment.mutate(item.id, { onError: toastError })}
                  >
                    <Button size="small" type="link">
                      删除
                    </Button>
                  </Popconfirm>
                ) : null}
              </li>
            ))}
          </ul>
          <div className={styles.commentBox}>
            <Input
              aria-label="评论内容"
              value={text}
              maxLength={500}
              onChange={(event) => setText(event.target.value)}
              placeholder="说说你的看法"
            />
            <Button
              type="primary"
              loading={comment.isPending}
              disabled={text.trim().length === 0}
              onClick={() =>
                comment.mutate(
                  { workId: work.data.id, content: text },
                  { onSuccess: () => setText(''), onError: toastError },
                )
              }
            >
              评论
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** 同学作业: submitted work of the assignment, excellent work pinned first. */
export function OthersWorks({ assignmentId }: { assignmentId: number }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const works = useWorks(assignmentId, page, true);
  if (works.isPending) return <Spin />;
  if (works.isError) return <LoadFailed query={works} />;
  if (works.data.total === 0) return <EmptyState text="还没有同学提交作业" />;
  return (
    <div>
      <ul className={styles.cards}>
        {works.data.list.map((work) => (
          <li key={work.id} className={styles.card}>
            <div className={styles.author}>
              <strong>{work.author.nickname}</strong>
              <span className={styles.hint}>{work.submittedAt}</span>
              {work.excellent ? <Tag color="gold">优秀作业</Tag> : null}
              {work.mine ? <Tag>我的</Tag> : null}
            </div>
            <WorkHtml html={work.content} />
            <FileList files={work.images} />
            <div className={styles.cardFoot}>
              <Reactions work={work} />
              <Button size="small" type="link" onClick={() => setOpen(work.id)}>
                评论 {work.commentCount} · 查看详情
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {works.data.total > WORKS_PAGE_SIZE ? (
        <Pagination current={page} pageSize={WORKS_PAGE_SIZE} total={works.data.total} onChange={setPage} />
      ) : null}
      <WorkDialog id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
