import { LIVE_COMMENT_MAX_LENGTH } from '@zhixue/contract';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLiveComments, usePostComment } from '../api/live-queries';
import styles from './live.module.css';

/**
 * The comment stream beside the player: what the audience says, newest at the bottom, and a box to
 * say something. Comments are shown as text (React escapes them), never as HTML.
 */
export function LiveComments({ liveId, canPost }: { liveId: number; canPost: boolean }) {
  const { comments, failed } = useLiveComments(liveId, true);
  const post = usePostComment(liveId);
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  // Follows the newest comment as it arrives.
  const count = comments.length;
  useEffect(() => {
    if (count > 0) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);
  const send = () => {
    const content = draft.trim();
    if (!content) return;
    // A refusal (too frequent, too long) is shown by the site's mutation handler.
    post.mutate(content, { onSuccess: () => setDraft('') });
  };
  return (
    <section className={styles.comments} aria-label="直播互动">
      <h3>直播互动</h3>
      <div ref={list} className={styles.commentList} data-testid="live-comments">
        {comments.length === 0 ? (
          <p className={styles.commentEmpty}>{failed ? '评论暂时无法加载' : '还没有人发言，来说两句吧'}</p>
        ) : (
          comments.map((comment) => (
            <p key={comment.id} className={styles.comment}>
              <span className={styles.commentName}>{comment.nickname}：</span>
              {comment.content}
            </p>
          ))
        )}
      </div>
      {canPost ? (
        <div className={styles.commentBox}>
          <Input
            value={draft}
            maxLength={LIVE_COMMENT_MAX_LENGTH}
            placeholder="说点什么…"
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={send}
          />
          <Button type="primary" loading={post.isPending} onClick={send}>
            发送
          </Button>
        </div>
      ) : null}
    </section>
  );
}
