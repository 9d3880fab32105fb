import type { MemberTeacher } from '@zhixue/contract';
import { formatCount } from '@/lib/format';
import { SectionEmpty } from './member-section';
import styles from './teacher-list.module.css';

/** Lecturers whose courses members study free or at a member price, the most followed first. */
export function TeacherList({ teachers }: { teachers: MemberTeacher[] }) {
  if (teachers.length === 0) return <SectionEmpty text="暂无会员课程讲师" />;
  return (
    <ul className={styles.teachers}>
      {teachers.map((teacher) => (
        <li key={teacher.id} className={styles.teacher}>
          <img className={styles.avatar} src={teacher.avatar} alt={teacher.name} loading="lazy" />
          <h3 className={styles.name}>{teacher.name}</h3>
          <p className={styles.title}>{teacher.title}</p>
          <p className={styles.stats}>
            <span>{teacher.courseCount}门会员课</span>
            <span>{formatCount(teacher.learnerCount)}人学习</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
