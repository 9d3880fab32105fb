import { Skeleton } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { LogInFirst } from '@/components/log-in-first';
import { useSession } from '@/lib/session';
import { useCityCenterApplication } from '../api/get-city-center-application';
import { ApplicationStatus } from './application-status';
import styles from './city-center.module.css';
import { CityCenterForm } from './city-center-form';

/**
 * The application block. Applying needs a login (spec section 6): a visitor is asked to log in when
 * the page opens and can ask again with the button. A learner sees their application's status, or
 * the form when they have none (or chose to resend a rejected one).
 */
export function ApplyPanel() {
  const session = useSession();
  const userId = session?.id ?? null;
  const application = useCityCenterApplication(userId);
  const [resubmitting, setResubmitting] = useState(false);

  if (userId === null) {
    return (
      <LogInFirst title="登录后即可申请" text="提交申请、查看审核进度需要先登录知学账号" openOnArrival />
    );
  }
  if (application.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (application.isError) {
    return <LoadFailed title="申请信息加载失败" query={application} fallback="请检查网络后重试" />;
  }
  const current = application.data;
  if (current && !(current.canResubmit && resubmitting)) {
    return <ApplicationStatus application={current} onResubmit={() => setResubmitting(true)} />;
  }
  return (
    <div className={styles.formWrap}>
      <CityCenterForm
        userId={userId}
        initial={
          current
            ? {
                name: current.name,
                region: [current.province, current.city],
                company: current.company,
                experience: current.experience,
              }
            : undefined
        }
        onCancel={current ? () => setResubmitting(false) : undefined}
      />
    </div>
  );
}
