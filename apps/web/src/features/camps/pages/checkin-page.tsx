import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LogInFirst } from '@/components/log-in-first';
import { isApiError } from '@/lib/api';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { useCheckIn } from '../api/check-in';
import styles from '../components/camps.module.css';
import { planPath } from '../lib/purchase-bar';

/**
 * /trainingCamp/checkin?item=&term=&t=: the link of the trainer's check-in QR code. A logged-in
 * learner is checked in as the page opens (once: opening it again answers the same check-in).
 */
export function Component() {
  const session = useSession();
  const [params] = useSearchParams();
  const itemId = parseId(params.get('item'));
  const termId = parseId(params.get('term'));
  const token = params.get('t') ?? '';
  const checkIn = useCheckIn();
  const navigate = useNavigate();
  const sent = useRef(false);
  const viewer = session?.id ?? null;

  useEffect(() => {
    if (viewer === null || itemId === undefined || token === '' || sent.current) return;
    sent.current = true;
    checkIn.mutate({ itemId, token, ...(termId ? { termId } : {}) });
  }, [viewer, itemId, termId, token, checkIn.mutate]);

  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        {!session ? (
          <LogInFirst text="登录后即可完成签到" openOnArrival />
        ) : itemId === undefined || token === '' ? (
          <Result status="warning" title="签到码无效，请重新扫描现场的签到码" />
        ) : checkIn.isError ? (
          <Result
            status="error"
            title="签到失败"
            subTitle={isApiError(checkIn.error) ? checkIn.error.msg : '网络异常，请稍后重试'}
          />
        ) : checkIn.data ? (
          <Result
            status="success"
            title={checkIn.data.already ? '你已签到' : '签到成功'}
            subTitle={`${checkIn.data.campName} · ${checkIn.data.title} · ${checkIn.data.checkedAt}`}
            extra={
              checkIn.data.trainingUserId && termId ? (
                <Button type="primary" onClick={() => navigate(planPath(checkIn.data.trainingUserId))}>
                  查看学习计划
                </Button>
              ) : null
            }
          />
        ) : (
          <Spin tip="正在签到…">
            <div style={{ minHeight: 120 }} />
          </Spin>
        )}
      </section>
    </div>
  );
}
