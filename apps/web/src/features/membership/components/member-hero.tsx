import { Button } from 'antd';
import { CrownIcon } from '@/components/icons';
import type { LoginParams } from '@/lib/session';
import type { MemberStatus } from '../lib/member-status';
import styles from './member-hero.module.css';

interface MemberHeroProps {
  /** Null while `vip/detail` loads. */
  status: MemberStatus | null;
  session: LoginParams | null;
  /** 开通会员 / 续费会员: the page opens the login modal for a visitor, else shows the plans. */
  onJoin: () => void;
}

function StatusLine({ status }: { status: MemberStatus }) {
  switch (status.kind) {
    case 'visitor':
      return <p className={styles.status}>登录后查看会员状态，开通即享全部会员权益</p>;
    case 'learner':
      return <p className={styles.status}>您还不是会员，开通后即可畅学会员课程</p>;
    case 'lapsed':
      return <p className={styles.status}>会员已于 {status.expiredOn} 到期，续费后权益立即恢复</p>;
    case 'member':
      return (
        <p className={styles.status}>
          会员有效期至 <strong className={styles.expiry}>{status.expiresOn}</strong>
        </p>
      );
  }
}

/** The member page's head: what membership is, and where the reader stands. */
export function MemberHero({ status, session, onJoin }: MemberHeroProps) {
  const isMember = status?.kind === 'member';
  return (
    <div className={styles.hero}>
      <div className={`zx-container ${styles.inner}`}>
        <div className={styles.pitch}>
          <p className={styles.kicker}>
            <CrownIcon /> 知学会员 · ZHIXUE VIP
          </p>
          <h1 className={styles.headline}>
            <span className={styles.gold}>200+ 精选课程</span> 会员免费学
          </h1>
          <p className={styles.lead}>
            会员专享课随时看，付费课程享会员专属价，半月谈、会员直播与线下活动一站尽享。
          </p>
        </div>
        <div className={isMember ? `${styles.card} ${styles.cardMember}` : styles.card} aria-live="polite">
          <div className={styles.who}>
            <span className={isMember ? `${styles.avatar} ${styles.avatarMember}` : styles.avatar}>
              {session?.avatar ? (
                <img src={session.avatar} alt="" />
              ) : (
                (session?.nickname.slice(0, 1) ?? '知')
              )}
            </span>
            <div className={styles.identity}>
              <span className={styles.name}>{session ? session.nickname : '您好，欢迎来到知学'}</span>
              {isMember ? (
                <span className={styles.badge}>
                  <CrownIcon /> VIP会员
                </span>
              ) : null}
            </div>
          </div>
          {status ? <StatusLine status={status} /> : <p className={styles.status}>正在读取会员状态…</p>}
          <Button className={styles.join} size="large" shape="round" onClick={onJoin} disabled={!status}>
            {status?.kind === 'member' || status?.kind === 'lapsed' ? '续费会员' : '开通会员'}
          </Button>
        </div>
      </div>
    </div>
  );
}
