import type { Lecturer } from '@zhixue/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { useOnlineCamp } from '../api/get-camp-pages';
import { CampIntroduction } from '../components/camp-introduction';
import { CampMissing, CampPageFrame } from '../components/camp-page-frame';
import { type CampSaleSlot, PurchaseBar } from '../components/purchase-bar';
import { TeacherModal } from '../components/teacher-modal';
import { TrainTop } from '../components/train-top';

/**
 * /trainingCamp/online/:id: the banner with lecturers and the purchase bar, the introduction, the
 * plan. The route module in app/pages adds the flash sale to the purchase bar.
 */
export function OnlineCampRoute({ saleSlot }: { saleSlot?: CampSaleSlot }) {
  const id = parseId(useParams().id);
  return id ? <OnlineCamp key={id} id={id} saleSlot={saleSlot} /> : <CampMissing text="训练营不存在" />;
}

function OnlineCamp({ id, saleSlot }: { id: number; saleSlot?: CampSaleSlot | undefined }) {
  const session = useSession();
  const camp = useOnlineCamp(id, session?.id ?? null);
  const [lecturer, setLecturer] = useState<Lecturer | null>(null);
  return (
    <CampPageFrame query={camp} missing="训练营不存在或已下架">
      {(data) => (
        <>
          <TrainTop camp={data} onLecturer={setLecturer}>
            <PurchaseBar camp={data} saleSlot={saleSlot} />
          </TrainTop>
          <CampIntroduction description={data.description} plan={data.plan} />
          <TeacherModal lecturer={lecturer} onClose={() => setLecturer(null)} />
        </>
      )}
    </CampPageFrame>
  );
}
