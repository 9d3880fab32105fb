import type { ExamIntegrityRules } from '@zhixue/contract';
import type { ModalFuncProps } from 'antd';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import styles from './exam-room.module.css';

/** The exam's rules as the candidate reads them before the start; empty when the exam sets none. */
export function integrityRuleLines(rules: ExamIntegrityRules): string[] {
  return [
    rules.violationBudget === null
      ? null
      : `切换页面、窗口或退出全屏即为离开考试页面，最多 ${rules.violationBudget} 次，超过将由系统自动交卷（断网不计）`,
    rules.requireFullscreen ? '开考时进入全屏作答' : null,
    rules.blockCopyPaste ? '答题区禁止复制、粘贴和右键菜单' : null,
  ].filter((line): line is string => line !== null);
}

/** The warning after each leaving, with the count and what the next ones cost. */
export function violationWarning(violations: number, budget: number): ModalFuncProps {
  const left = budget - violations;
  return {
    title: `离开考试页面 ${violations}/${budget} 次`,
    content:
      left > 0
        ? `请留在考试页面作答。再离开 ${left + 1} 次，系统将自动交卷。`
        : '这是最后一次机会：再离开一次，系统将自动交卷。',
    okText: '继续作答',
  };
}

/** Asks for full screen; a browser that refuses (no gesture, not allowed) simply stays as it is. */
export function enterFullscreen(): void {
  void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

function useIsFullscreen(): boolean {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return fullscreen;
}

/**
 * The count of leavings against the budget, as the server counted them, and a way back into full
 * screen where the exam asks for it (a reload leaves it, and only a click may enter it again).
 */
export function IntegrityBar({ rules, violations }: { rules: ExamIntegrityRules; violations: number }) {
  const fullscreen = useIsFullscreen();
  const askFullscreen = rules.requireFullscreen && !fullscreen;
  if (rules.violationBudget === null && !askFullscreen) return null;
  return (
    <div className={styles.integrity} role="status">
      <div className="zx-container">
        {rules.violationBudget === null ? null : (
          <span data-testid="violations">
            离开考试页面 {violations}/{rules.violationBudget} 次
          </span>
        )}
        {askFullscreen ? (
          <Button size="small" type="primary" onClick={enterFullscreen}>
            本场考试须全屏作答，点击进入全屏
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * With `block`, the answer area refuses copy, cut, paste and the context menu, and says why; the
 * attempt to paste is still noted by the page's paste listener.
 */
export function useAnswerAreaGuard(block: boolean) {
  const { message } = App.useApp();
  if (!block) return {};
  const refuse = (event: React.SyntheticEvent) => {
    event.preventDefault();
    message.warning({ content: '本场考试禁止复制、粘贴和右键菜单', key: 'exam-guard' });
  };
  return { onCopy: refuse, onCut: refuse, onPaste: refuse, onContextMenu: refuse };
}
