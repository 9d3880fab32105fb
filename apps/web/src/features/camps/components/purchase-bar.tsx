import type { OnlineCampDetail } from '@zhixue/contract';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { CustomerServiceModal } from '@/components/qr-modal';
import { formatPrice } from '@/lib/format';
import { MEMBER_PATH } from '@/lib/links';
import { isVip, openLoginModal, useSession } from '@/lib/session';
import { useWaitlist } from '../api/waitlist';
import {
  type CampAction,
  campActions,
  campOrderPath,
  enrolledTerms,
  planPath,
  TERM_STATUS_TEXT,
  waitlistNote,
} from '../lib/purchase-bar';
import styles from './camps.module.css';
import { EnrolledDialog } from './enrolled-dialog';
import { EnrolledNote } from './enrolled-note';

/**
 * What the app shell shows of the camp's promotions beside its purchase (秒杀), for the term the
 * learner has picked while it takes orders (none on an offline camp, which is bought as a whole).
 */
export type CampSaleSlot = (choice: { campId: number; termId: number | undefined }) => ReactNode;

/**
 * The online camp's purchase bar: price, the term picker, the buttons the chosen term allows, and
 * the shell's sale of that term.
 */
export function PurchaseBar({
  camp,
  saleSlot,
}: {
  camp: OnlineCampDetail;
  saleSlot?: CampSaleSlot | undefined;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const [termId, setTermId] = useState(camp.defaultTermId);
  const [enquiring, setEnquiring] = useState(false);
  const [enrolledIn, setEnrolledIn] = useState<number | null>(null);
  const term = camp.termList.find((candidate) => candidate.id === termId) ?? camp.termList[0];
  const actions = campActions(camp, term, isVip(session));
  const price = camp.activityProductDetail?.activityPrice ?? camp.price;
  const waitlist = useWaitlist();
  const note = waitlistNote(term);
  const enrolled = enrolledTerms(camp);
  // A sale is offered on a term the learner may order now, as 立即报名 is.
  const enrollable = actions.find((action) => action.kind === 'enrol');

  const run = (action: CampAction) => {
    if (action.kind === 'enquire') return setEnquiring(true);
    if (action.kind === 'member') return navigate(MEMBER_PATH);
    if (!session) return openLoginModal();
    if (action.kind === 'enrol') return navigate(campOrderPath(camp.id, action.termId));
    if (action.kind === 'enrolled') return setEnrolledIn(action.trainingUserId);
    if (action.kind === 'study') return navigate(planPath(action.trainingUserId));
    if (action.kind === 'wait' || action.kind === 'unwait') {
      waitlist.mutate({ termId: action.termId, join: action.kind === 'wait' });
    }
  };

  return (
    <section className={styles.bar} aria-label="报名">
      <div className={styles.priceLine}>
        <span className={styles.price}>{formatPrice(price)}</span>
        {camp.linePrice > price ? <s className={styles.linePrice}>{formatPrice(camp.linePrice)}</s> : null}
      </div>
      {camp.termList.length > 0 ? (
        <fieldset className={styles.terms} aria-label="选择期次">
          {camp.termList.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              aria-pressed={candidate.id === term?.id}
              className={candidate.id === term?.id ? `${styles.term} ${styles.termActive}` : styles.term}
              onClick={() => setTermId(candidate.id)}
            >
              <span className={styles.termName}>
                {candidate.name} · {TERM_STATUS_TEXT[candidate.status]}
              </span>
              <span className={styles.termMeta}>
                {candidate.startDate} 开营 · 剩余{candidate.seatsLeft}席
              </span>
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button
            key={action.kind}
            size="large"
            type={action.kind === 'member' || action.kind === 'unwait' ? 'default' : 'primary'}
            disabled={action.kind === 'disabled'}
            loading={(action.kind === 'wait' || action.kind === 'unwait') && waitlist.isPending}
            onClick={() => run(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {note ? <p className={styles.waitlistNote}>{note}</p> : null}
      {enrollable ? saleSlot?.({ campId: camp.id, termId: enrollable.termId }) : null}
      {enrolled.map((own) => (
        <EnrolledNote
          key={own.id}
          text={`你已报名${own.name}（${TERM_STATUS_TEXT[own.status]}）`}
          to={planPath(own.trainingUserId)}
        />
      ))}
      <CustomerServiceModal open={enquiring} onClose={() => setEnquiring(false)} />
      <EnrolledDialog trainingUserId={enrolledIn} onClose={() => setEnrolledIn(null)} />
    </section>
  );
}
