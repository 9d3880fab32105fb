import { MyCamps } from '@/features/camps';
import { MyCertificates } from '@/features/certificates';
import { MyCoupons } from '@/features/coupons';
import { MyCoursework } from '@/features/coursework';
import { MyExams } from '@/features/exams';
import { MyGroups } from '@/features/group-buying';
import { StudyCenter } from '@/features/learning/components/study-center';
import { MyOrders } from '@/features/orders';
import { MyReferrals } from '@/features/referrals';
import { MyCoursesPage } from '@/features/users/pages/my-courses-page';

/**
 * /mycourses: the personal area (users) with the personal centre of learning at index 0, the
 * orders at index 2, the coupons at index 9, 我的推广 at index 10, the certificates at index 3, the camps at index 8, the exams at index 5 and the coursework at index 7. Features do not import
 * each other, so they meet here, in the app shell that already knows every page.
 */
export function Component() {
  return (
    <MyCoursesPage
      studyCenter={<StudyCenter />}
      orders={<MyOrders />}
      coupons={<MyCoupons />}
      groups={<MyGroups />}
      referrals={<MyReferrals />}
      certificates={<MyCertificates />}
      camps={<MyCamps />}
      exams={<MyExams />}
      coursework={<MyCoursework />}
    />
  );
}
