import { useMutation } from '@tanstack/react-query';
import { type Lecturer, trainingTrialPlay } from '@zhixue/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { call } from '@/lib/api';
import { parseId } from '@/lib/parse-id';
import { openLoginModal, useSession } from '@/lib/session';
import { useTrialCamp } from '../api/get-camp-pages';
import { CampIntroduction } from '../components/camp-introduction';
import { CampMissing, CampPageFrame } from '../components/camp-page-frame';
import styles from '../components/camps.module.css';
import { TeacherModal } from '../components/teacher-modal';
import { TrainTop } from '../components/train-top';
import { trialPlanPath } from '../lib/purchase-bar';

/** /trainingCamp/trial/:id: a free camp; 免费体验 joins it (its first play) and opens the trial plan. */
export function Component() {
  const id = parseId(useParams().id);
  return id ? <TrialCamp key={id} id={id} /> : <CampMissing text="体验营不存在" />;
}

function TrialCamp({ id }: { id: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const camp = useTrialCamp(id, session?.id ?? null);
  const [lecturer, setLecturer] = useState<Lecturer | null>(null);
  const join = useMutation({
    mutationFn: (courseId: number) => call(trainingTrialPlay, { trainingId: id, courseId }),
    onSuccess: () => navigate(trialPlanPath(id)),
  });
  return (
    <CampPageFrame query={camp} missing="体验营不存在或已下架">
      {(data) => {
        const firstCourse = data.plan.find((item) => item.courseId !== null)?.courseId ?? null;
        return (
          <>
            <TrainTop camp={data} onLecturer={setLecturer}>
              <section className={styles.bar} aria-label="参加体验营">
                <div className={styles.priceLine}>
                  <span className={styles.price}>免费</span>
                </div>
                <div className={styles.actions}>
                  {data.trainingUserId !== null ? (
                    <Button size="large" type="primary" onClick={() => navigate(trialPlanPath(id))}>
                      查看学习计划
                    </Button>
                  ) : (
                    <Button
                      size="large"
                      type="primary"
                      loading={join.isPending}
                      disabled={firstCourse === null}
                      onClick={() =>
                        session && firstCourse !== null ? join.mutate(firstCourse) : openLoginModal()
                      }
                    >
                      免费体验
                    </Button>
                  )}
                </div>
              </section>
            </TrainTop>
            <CampIntroduction description={data.description} plan={data.plan} />
            <TeacherModal lecturer={lecturer} onClose={() => setLecturer(null)} />
          </>
        );
      }}
    </CampPageFrame>
  );
}
