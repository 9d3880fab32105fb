import { Button, Calendar, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { useLearnerTotals } from '../api/get-learner-totals';
import { chinaToday, monthTitle, shiftMonth } from '../lib/study-month';
import styles from './study-center.module.css';

interface StudyCalendarModalProps {
  open: boolean;
  onClose: () => void;
}

/** 学习打卡 (spec section 2): a month calendar marking the days the learner studied. */
export function StudyCalendarModal({ open, onClose }: StudyCalendarModalProps) {
  const today = chinaToday();
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const totals = useLearnerTotals(month);
  const studied = new Set(totals.data?.studyDays ?? []);
  // Placeholder data of the month before stays on screen until the new month's days arrive.
  const loading = totals.isFetching;
  const countThisMonth = totals.isPlaceholderData ? null : studied.size;

  return (
    <Modal
      title="学习打卡"
      open={open}
      onCancel={onClose}
      footer={null}
      width={460}
      centered
      destroyOnHidden
      afterClose={() => setMonth(thisMonth)}
    >
      <div className={styles.calendarHead}>
        <Button
          type="text"
          size="small"
          icon={<ChevronLeftIcon />}
          aria-label="上个月"
          onClick={() => setMonth(shiftMonth(month, -1))}
        />
        <strong>{monthTitle(month)}</strong>
        <Button
          type="text"
          size="small"
          icon={<ChevronRightIcon />}
          aria-label="下个月"
          disabled={month >= thisMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        />
      </div>
      <p className={styles.calendarSummary}>
        {countThisMonth === null ? '加载中…' : `本月已打卡 ${countThisMonth} 天`}
        {totals.data ? `，累计学习 ${totals.data.studyDayCount} 天` : ''}
      </p>
      <Spin spinning={loading}>
        <Calendar
          className={styles.calendar}
          fullscreen={false}
          value={dayjs(`${month}-01`)}
          headerRender={() => null}
          fullCellRender={(date, info) => {
            if (info.type !== 'date') return info.originNode;
            const inMonth = date.format('YYYY-MM') === month;
            const day = date.format('YYYY-MM-DD');
            const done = inMonth && studied.has(day);
            const className = [
              styles.day,
              inMonth ? '' : styles.dayOutside,
              day === today ? styles.dayToday : '',
              done ? styles.dayStudied : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <div className={className} title={done ? '已打卡' : undefined} data-studied={done || undefined}>
                {date.date()}
              </div>
            );
          }}
        />
      </Spin>
    </Modal>
  );
}
