import type { LoginParams } from '@zhixue/contract';
import { Modal } from 'antd';
import { useCallback, useState } from 'react';
import {
  closeLoginModal,
  type LoginModalMode,
  setLoginModalMode,
  setSession,
  useLoginModal,
} from '@/lib/session';
import { type PendingGift, pendingGiftOf } from '../utils/after-login';
import { reloadPage } from '../utils/reload-page';
import { AccountLoginForm } from './account-login-form';
import { BindPhoneForm } from './bind-phone-form';
import { CodeLoginForm } from './code-login-form';
import { FindPasswordForm } from './find-password-form';
import { GiftModal } from './gift-modal';
import styles from './login-modal.module.css';
import { WeChatQr } from './wechat-qr';

export const LOGIN_MODAL_WIDTH = 420;

/**
 * The login modal (spec section 2): panes by numeric mode, 420 px wide. Rendered by the app's
 * LoginModalHost (lazy, inside antd's provider) whenever someone calls `openLoginModal(mode)`.
 * After a login the session is stored and the modal closes; a pending gift pops up, otherwise the
 * page reloads.
 */
export function LoginModal() {
  const { open, mode, bindTicket, enterprise } = useLoginModal();
  const [gift, setGift] = useState<PendingGift | null>(null);

  const onLoggedIn = useCallback((params: LoginParams) => {
    setSession(params);
    // Closing is enough to "return to pane 0": every openLoginModal() names its pane, 0 by default.
    closeLoginModal();
    const pending = pendingGiftOf(params);
    if (pending) setGift(pending);
    else reloadPage();
  }, []);

  return (
    <>
      <Modal
        open={open}
        width={LOGIN_MODAL_WIDTH}
        footer={null}
        centered
        destroyOnHidden
        mask={{ closable: false }}
        onCancel={closeLoginModal}
        styles={{ container: { padding: '24px 55px 28px' } }}
        aria-label={paneTitle(mode)}
      >
        <LoginPane mode={mode} bindTicket={bindTicket} enterprise={enterprise} onLoggedIn={onLoggedIn} />
      </Modal>
      <GiftModal gift={gift} onDone={reloadPage} />
    </>
  );
}

function paneTitle(mode: LoginModalMode): string {
  switch (mode) {
    case 0:
      return '验证码登录';
    case 2:
      return '密码登录';
    case 4:
      return '忘记密码';
    case 5:
      return '绑定手机号';
    case 6:
      return '扫码登录';
    case 7:
      return '绑定微信';
  }
}

interface PaneProps {
  mode: LoginModalMode;
  bindTicket: string | undefined;
  enterprise: boolean | undefined;
  onLoggedIn: (params: LoginParams) => void;
}

function LoginPane({ mode, bindTicket, enterprise, onLoggedIn }: PaneProps) {
  switch (mode) {
    case 0:
      return (
        <>
          <LoginTabs mode={mode} />
          <CodeLoginForm enterprise={enterprise} onLoggedIn={onLoggedIn} />
          <div className={styles.links}>
            <LinkButton onClick={() => setLoginModalMode(2)}>账号密码登录</LinkButton>
          </div>
        </>
      );
    case 6:
      return (
        <>
          <LoginTabs mode={mode} />
          <WeChatQr purpose="login" hint="请使用微信扫码登录" />
        </>
      );
    case 2:
      return (
        <>
          <PaneTitle>{paneTitle(mode)}</PaneTitle>
          <AccountLoginForm onLoggedIn={onLoggedIn} accountPlaceholder="请输入账号或手机号" />
          <div className={styles.links}>
            <LinkButton onClick={() => setLoginModalMode(0)}>验证码登录</LinkButton>
            <LinkButton onClick={() => setLoginModalMode(4)}>忘记密码？</LinkButton>
          </div>
        </>
      );
    case 4:
      return (
        <>
          <PaneTitle back={() => setLoginModalMode(2)}>{paneTitle(mode)}</PaneTitle>
          <FindPasswordForm onDone={reloadPage} />
        </>
      );
    case 5:
      return (
        <>
          <PaneTitle>{paneTitle(mode)}</PaneTitle>
          {bindTicket ? (
            <>
              <p className={styles.lead}>首次使用微信登录，请绑定手机号</p>
              <BindPhoneForm bindTicket={bindTicket} onLoggedIn={onLoggedIn} />
            </>
          ) : (
            <div className={styles.expired}>
              <p>微信授权已失效，请重新扫码</p>
              <LinkButton onClick={() => setLoginModalMode(6)}>重新扫码</LinkButton>
            </div>
          )}
        </>
      );
    case 7:
      return (
        <>
          <PaneTitle>{paneTitle(mode)}</PaneTitle>
          <WeChatQr purpose="bind" hint="请使用微信扫码绑定" />
        </>
      );
  }
}

/** 验证码登录 | 扫码登录: the two ways in, at the top of panes 0 and 6. */
function LoginTabs({ mode }: { mode: 0 | 6 }) {
  const tabs = [
    { mode: 0, label: '验证码登录' },
    { mode: 6, label: '扫码登录' },
  ] as const;
  return (
    <div className={styles.tabs} role="tablist" aria-label="登录方式">
      {tabs.map((tab) => (
        <button
          key={tab.mode}
          type="button"
          role="tab"
          aria-selected={mode === tab.mode}
          className={mode === tab.mode ? `${styles.tab} ${styles.activeTab}` : styles.tab}
          onClick={() => setLoginModalMode(tab.mode)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

function PaneTitle({ children, back }: { children: string; back?: () => void }) {
  return (
    <div className={styles.title}>
      {back ? (
        <button type="button" className={styles.back} onClick={back} aria-label="返回">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
      <h2>{children}</h2>
    </div>
  );
}

function LinkButton({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      {children}
    </button>
  );
}
