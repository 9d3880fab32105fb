import { LIVE_STATE_NAMES, liveCalendarPath } from '@zhixue/contract';
import { Button, Checkbox, Spin, Tag } from 'antd';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { formatCount } from '@/lib/format';
import { parseId } from '@/lib/parse-id';
import { openLoginModal, useSession } from '@/lib/session';
import { useLiveDetail, useSmsSetting, useToggleSubscription } from '../api/live-queries';
import styles from '../components/live.module.css';
import { LiveComments } from '../components/live-comments';
import { LiveStage } from '../components/live-stage';

const STATE_COLOR = { scheduled: 'blue', live: 'red', ended: 'default', replay: 'green' } as const;

function LiveView({ id }: { id: number }) {
  const session = useSession();
  const detail = useLiveDetail(id);
  const toggle = useToggleSubscription(id);
  const sms = useSmsSetting(session !== null);
  if (detail.isPending) return <Spin />;
  if (detail.isError) return <LoadFailed query={detail} />;
  const live = detail.data;
  const subscribed = live.subscribeStatus === 1;
  const startsAt = new Date(live.startsAt).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    hour12: false,
  });
  return (
    <div className={styles.page}>
      <div>
        <LiveStage live={live} loggedIn={session !== null} />
        <h1 className={styles.title}>
          <Tag color={STATE_COLOR[live.state]}>{LIVE_STATE_NAMES[live.state]}</Tag>
          {live.title}
        </h1>
        <p className={styles.meta}>
          <span>主讲：{live.lecturerName}</span>
          <span>开播时间：{startsAt}</span>
          <span>预计时长：{live.expectedMinutes} 分钟</span>
          <span>{formatCount(live.subscriberCount)}人预约</span>
        </p>
        <p>{live.summary}</p>
      </div>
      <aside className={styles.side}>
        <h3>直播预约</h3>
        <p>预约后将在开播前 24 小时和 10 分钟通过消息中心提醒你。</p>
        <div className={styles.actions}>
          {live.state === 'scheduled' ? (
            <Button
              type={subscribed ? 'default' : 'primary'}
              loading={toggle.isPending}
              disabled={session !== null && !live.canWatch}
              onClick={() => (session ? toggle.mutate(!subscribed) : openLoginModal())}
            >
              {subscribed ? '取消预约' : live.canWatch || !session ? '预约直播' : '仅限指定学员'}
            </Button>
          ) : null}
          <Button href={`${liveCalendarPath}/${live.id}.ics`}>添加到日历</Button>
        </div>
        {session !== null && live.state === 'scheduled' ? (
          <Checkbox
            className={styles.smsOptIn}
            checked={sms.allowed}
            disabled={sms.loading || sms.save.isPending}
            onChange={(event) => sms.save.mutate(event.target.checked)}
          >
            开播前 10 分钟短信提醒我（对所有预约的直播有效）
          </Checkbox>
        ) : null}
        {session !== null && live.canWatch ? (
          <LiveComments liveId={live.id} canPost={live.state === 'live' || live.state === 'scheduled'} />
        ) : null}
      </aside>
    </div>
  );
}

/** `/live/:id`: a live class, its countdown, player or end, and 预约. */
export function Component() {
  const id = parseId(useParams().id);
  if (id === undefined) return <EmptyState title="直播不存在" text="请从直播列表进入" />;
  return (
    <div className="zx-container">
      <LiveView id={id} />
    </div>
  );
}
