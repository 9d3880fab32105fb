import type { GroupDetail, GroupStatus } from '@zhixue/contract';
import { Avatar, Button, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QrModalFrame } from '@/components/qr-modal';
import { formatPrice } from '@/lib/format';
import { courseHref, MEMBER_PATH } from '@/lib/links';
import { useSession } from '@/lib/session';
import { joinGroupHref, useGroup } from '../api/groups';
import styles from '../components/groups.module.css';
import { SecondsLeft } from '../components/seconds-left';

const STATUS: Record<GroupStatus, { text: string; color: string }> = {
  open: { text: '拼团中', color: 'processing' },
  filled: { text: '拼团成功', color: 'success' },
  failed: { text: '拼团失败', color: 'default' },
};

const productHref = (group: GroupDetail) =>
  group.productType === 9
    ? MEMBER_PATH
    : courseHref({ id: group.productId, type: group.productType === 2 ? 2 : 1 });

/**
 * /group/:id, the share link of a group: its product and price, the members (masked names, avatars)
 * and the seats left, the countdown, 参与拼团, and a QR poster of this page to share.
 */
export function Component() {
  const id = Number(useParams().id);
  const session = useSession();
  const group = useGroup(Number.isInteger(id) && id > 0 ? id : 0, session?.id ?? 0);
  const [sharing, setSharing] = useState(false);

  if (group.isPending) return <Skeleton active className="zx-container" />;
  if (!group.data)
    return (
      <div className={`zx-container ${styles.page}`}>
        <EmptyState title="拼团不存在" text="链接可能有误，去看看其他课程吧" />
      </div>
    );
  const detail = group.data;
  const status = STATUS[detail.status];
  const url = `${window.location.origin}/group/${detail.groupId}`;
  const seats = Array.from({ length: detail.seatsLeft });
  return (
    <div className={`zx-container ${styles.page}`}>
      <div className={styles.card}>
        <div className={styles.product}>
          {detail.productPic ? <img src={detail.productPic} alt="" /> : null}
          <div>
            <h1>
              <Link to={productHref(detail)}>{detail.productName}</Link>
            </h1>
            <span className={styles.price}>{formatPrice(detail.groupPrice)}</span>
            <span className={styles.struck}>{formatPrice(detail.linePrice)}</span>
            <div>{detail.groupSize}人团</div>
          </div>
        </div>
        <div className={styles.status}>
          <Tag color={status.color}>{status.text}</Tag>
          {detail.status === 'open' ? (
            <>
              还差 <strong>{detail.seatsLeft}</strong> 人成团，
              <SecondsLeft seconds={detail.remainingSeconds} />
            </>
          ) : detail.status === 'failed' ? (
            '未能在时限内成团，已付款的成员款项将原路退回'
          ) : (
            '已成团，成员都可以开始学习了'
          )}
        </div>
        <ul className={styles.members} aria-label="拼团成员">
          {detail.members.map((member, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: members come in the order they joined and are never reordered.
            <li key={`${member.name}-${index}`} className={styles.member}>
              <Avatar size={48} src={member.avatar || undefined} alt="">
                {Array.from(member.name)[0]}
              </Avatar>
              <span>{member.name}</span>
              {member.starter ? <Tag color="red">团长</Tag> : null}
            </li>
          ))}
          {seats.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty seats have nothing else to tell them apart.
            <li key={`seat-${index}`} className={styles.member}>
              <Avatar size={48}>?</Avatar>
              <span>待加入</span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {detail.canJoin ? (
            <Link to={joinGroupHref(detail)}>
              <Button type="primary" danger size="large">
                参与拼团 {formatPrice(detail.groupPrice)}
              </Button>
            </Link>
          ) : detail.joined && detail.status === 'filled' ? (
            <Link to={productHref(detail)}>
              <Button type="primary" size="large">
                去学习
              </Button>
            </Link>
          ) : detail.refusal ? (
            <Result status="info" title={detail.refusal} />
          ) : null}
          {detail.status === 'open' ? (
            <Button size="large" onClick={() => setSharing(true)}>
              邀请好友拼团
            </Button>
          ) : null}
        </div>
      </div>
      <QrModalFrame
        open={sharing}
        onClose={() => setSharing(false)}
        title="邀请好友拼团"
        qr={url}
        qrLabel={`${detail.productName}拼团二维码`}
        caption={`${formatPrice(detail.groupPrice)} 拼《${detail.productName}》，还差 ${detail.seatsLeft} 人，扫码参与`}
      >
        <p>{url}</p>
      </QrModalFrame>
    </div>
  );
}
