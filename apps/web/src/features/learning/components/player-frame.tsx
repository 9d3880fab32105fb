import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ConfigProvider, Segmented, Skeleton, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { LogInFirst } from '@/components/log-in-first';
import { isMissing } from '@/lib/api';
import { openLoginModal, sayEndedElsewhereHere, sessionEndedElsewhere, useSession } from '@/lib/session';
import { PLAYBACK_RATES } from '../lib/playback-rate';
import styles from './player.module.css';

/**
 * The player's dark theme: antd's dark algorithm with the brand colour, not the light site tokens.
 * The algorithm darkens the blue, which suits white text on filled buttons; text in blue (links, the
 * tabs) and the faintest grey take lighter values that read at 4.5:1 on the dark panels (decision
 * 0052).
 */
const DARK_THEME = {
  inherit: false,
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#1f6fff',
    colorLink: '#6aa1ff',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    borderRadius: 6,
  },
  components: {
    Tabs: {
      itemSelectedColor: '#6aa1ff',
      itemHoverColor: '#8cb6ff',
      itemActiveColor: '#8cb6ff',
      inkBarColor: '#6aa1ff',
    },
  },
};

const Notice = ({ children }: { children: ReactNode }) => <div className={styles.notice}>{children}</div>;

/**
 * The whole-window dark frame of every player page (course sections and live replays): logged-in
 * learners only, unless `forVisitors` renders the visitor's player (`visitor`); otherwise a visitor is
 * asked to log in, with the login pop-up opened for them. A session ended by a login on another
 * device (the player's presence check notices it within seconds) takes the player away at once and
 * says so, with the way to log in again here.
 */
export function PlayerFrame({
  loginText,
  forVisitors,
  children,
}: {
  loginText: string;
  forVisitors?: ReactNode;
  children: (viewer: number) => ReactNode;
}) {
  const session = useSession();
  const visitorsPlay = forVisitors !== undefined;
  const endedElsewhere = !session && sessionEndedElsewhere();
  useEffect(sayEndedElsewhereHere, []);
  useEffect(() => {
    if (!session && !visitorsPlay && !sessionEndedElsewhere()) openLoginModal();
  }, [session, visitorsPlay]);
  return (
    <ConfigProvider theme={DARK_THEME}>
      <div className={styles.page}>
        {session ? (
          children(session.id)
        ) : endedElsewhere ? (
          <Notice>
            <EmptyState title="已在其他设备登录" text="您的账号已在其他设备登录，本设备的播放已停止">
              <Button type="primary" onClick={() => openLoginModal()}>
                重新登录
              </Button>
            </EmptyState>
          </Notice>
        ) : visitorsPlay ? (
          forVisitors
        ) : (
          <Notice>
            <LogInFirst text={loginText} />
          </Notice>
        )}
      </div>
    </ConfigProvider>
  );
}

/** What a player page shows instead of the player: nothing to play, still loading, or why not. */
export function PlayerAbsent({
  title,
  query,
  missing,
  failed,
}: {
  title: string;
  /** The page's detail, when it was asked for. */
  query?: UseQueryResult<unknown>;
  /** Shown when the detail does not exist (or is not the learner's), with a way out. */
  missing: { text: string; children?: ReactNode };
  failed?: string;
}) {
  if (query?.isPending) {
    return (
      <Notice>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Notice>
    );
  }
  return (
    <Notice>
      {query?.isError && !isMissing(query.error) ? (
        <LoadFailed title={title} query={query} fallback={failed ?? '加载失败'} />
      ) : (
        <EmptyState title={title} text={missing.text}>
          {missing.children}
        </EmptyState>
      )}
    </Notice>
  );
}

/** The bar over the video: the way back and the course's name. */
export function PlayerTopBar({ back, title }: { back: { to: string; label: string }; title: string }) {
  return (
    <header className={styles.topBar}>
      <Link to={back.to} className={styles.back}>
        <ChevronLeftIcon />
        {back.label}
      </Link>
      <h1 className={styles.courseName} title={title}>
        {title}
      </h1>
    </header>
  );
}

/** 倍速: the playback rates the player offers. */
export function SpeedControl({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  return (
    <div className={styles.speed}>
      <span>倍速</span>
      <Segmented
        size="small"
        value={rate}
        onChange={(value) => onChange(Number(value))}
        options={PLAYBACK_RATES.map((value) => ({ value, label: `${value}x` }))}
      />
    </div>
  );
}
