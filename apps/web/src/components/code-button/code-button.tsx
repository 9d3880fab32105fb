import { useEffect, useState } from 'react';
import styles from './code-button.module.css';
import {
  type CodeButtonState,
  canRequestCode,
  codeButtonLabel,
  initialCodeButton,
  startCountdown,
  tick,
} from './countdown';

interface CodeButtonProps {
  /** The slide check passed (spec: the button is enabled only then). */
  verified: boolean;
  /** Sends the code; resolves true when it was sent, which starts the 60 s countdown. */
  onSend: () => Promise<boolean>;
}

/** 获取验证码 → {n}s后重新获取 → 重新获取验证码, as a button that fits an input's suffix. */
export function CodeButton({ verified, onSend }: CodeButtonProps) {
  const [state, setState] = useState<CodeButtonState>(initialCodeButton);
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (state.phase !== 1) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      setState((current) => tick(current, at));
    }, 250);
    return () => clearInterval(timer);
  }, [state.phase]);

  const enabled = canRequestCode(state, { verified, sending });
  const send = async () => {
    if (!enabled) return;
    setSending(true);
    try {
      if (await onSend()) {
        const at = Date.now();
        setNow(at);
        setState(startCountdown(at));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      disabled={!enabled}
      onClick={send}
      aria-live="polite"
      title={verified ? undefined : '请先完成滑块验证'}
    >
      {codeButtonLabel(state, now)}
    </button>
  );
}
