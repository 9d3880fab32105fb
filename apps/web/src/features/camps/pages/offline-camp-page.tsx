import type { Lecturer } from '@zhixue/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CustomerServiceModal } from '@/components/qr-modal';
import { formatPrice } from '@/lib/format';
import { parseId } from '@/lib/parse-id';
import { openLoginModal, useSession } from '@/lib/session';
import { useOfflineCamp } from '../api/get-camp-pages';
import { CampIntroduction } from '../components/camp-introduction';
import { CampMissing, CampPageFrame } from '../components/camp-page-frame';
import styles from '../components/camps.module.css';
import type { CampSaleSlot } from '../components/purchase-bar';
import { TeacherModal } from '../components/teacher-modal';
import { TrainTop } from '../components/train-top';
import { planPath } from '../lib/purchase-bar';

/**
 * /trainingCamp/offline/:id: schedule and venue, 咨询报名 or 立即报名 (the order of the camp as a
 * whole). The route module in app/pages adds the flash sale under the buttons.
 */
export function OfflineCampRoute({ saleSlot }: { saleSlot?: CampSaleSlot }) {
  const id = parseId(useParams().id);
  return id ? <OfflineCamp key={id} id={id} saleSlot={saleSlot} /> : <CampMissing text="训练营不存在" />;
}

function OfflineCamp({ id, saleSlot }: { id: number; saleSlot?: CampSaleSlot | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const camp = useOfflineCamp(id, session?.id ?? null);
  const [lecturer, setLecturer] = useState<Lecturer | null>(null);
  const [enquiring, setEnquiring] = useState(false);
  return (
    <CampPageFrame query={camp} missing="训练营不存在或已下架">
      {(data) => (
        <>
          <TrainTop
            camp={data}
            onLecturer={setLecturer}
            facts={
              <>
                <span>
                  {data.startDate} 至 {data.endDate}
                </span>
                <span>
                  {data.city} · {data.address}
                </span>
              </>
            }
          >
            <section className={styles.bar} aria-label="报名">
              <div className={styles.priceLine}>
                <span className={styles.price}>{formatPrice(data.price)}</span>
                {data.linePrice > data.price ? (
                  <s className={styles.linePrice}>{formatPrice(data.linePrice)}</s>
                ) : null}
              </div>
              <div className={styles.actions}>
                {data.trainingUserId !== null ? (
                  <Button
                    size="large"
                    type="primary"
                    onClick={() => data.trainingUserId !== null && navigate(planPath(data.trainingUserId))}
                  >
                    进入学习
                  </Button>
                ) : data.enquire === 1 ? (
                  <Button size="large" type="primary" onClick={() => setEnquiring(true)}>
                    咨询报名
                  </Button>
                ) : (
                  <Button
                    size="large"
                    type="primary"
                    disabled={!data.enrolling}
                    onClick={() => (session ? navigate(`/order/${data.id}?type=8`) : openLoginModal())}
                  >
                    {data.enrolling ? '立即报名' : '报名已截止'}
                  </Button>
                )}
              </div>
              {data.trainingUserId !== null ? (
                <p className={styles.enrolledNote}>你已报名本训练营</p>
              ) : data.enquire === 1 ? null : (
                saleSlot?.({ campId: data.id, termId: undefined })
              )}
            </section>
          </TrainTop>
          <CampIntroduction description={data.description} plan={data.plan} />
          <TeacherModal lecturer={lecturer} onClose={() => setLecturer(null)} />
          <CustomerServiceModal open={enquiring} onClose={() => setEnquiring(false)} />
        </>
      )}
    </CampPageFrame>
  );
}
