import type { AttemptSubmitter, GradingAttempt, TimelineEntry } from '@zhixue/contract';
import { Space, Tag, Timeline, Typography } from 'antd';
import { formatDateTime } from '@/lib/date-format';

export const SUBMITTER_NAMES: Record<AttemptSubmitter, string> = {
  learner: '学员交卷',
  deadline: '到时自动交卷',
  violations: '离开考试页面超过上限，系统自动交卷',
};

const KIND_NAMES: Record<
  Exclude<TimelineEntry['kind'], 'save' | 'gap' | 'submit' | 'other_device'>,
  string
> = {
  start: '开始作答',
  blur: '离开考试页面',
  paste: '粘贴内容',
  fullscreen_exit: '退出全屏',
  reconnect: '网络恢复，重新连接',
};

/** Red for what leaves the exam page or comes from elsewhere, grey for silence, blue for the rest. */
const COLOURS: Partial<Record<TimelineEntry['kind'], string>> = {
  blur: 'red',
  fullscreen_exit: 'red',
  paste: 'orange',
  other_device: 'red',
  gap: 'gray',
  submit: 'green',
};

function describe(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'save':
      return `保存答案（改动 ${entry.changed ?? 0} 题）`;
    case 'gap':
      return `${entry.gapMinutes ?? 0} 分钟内页面没有任何保存或记录`;
    case 'submit':
      return entry.submittedBy ? SUBMITTER_NAMES[entry.submittedBy] : '交卷';
    case 'other_device':
      return `另一台设备（${entry.deviceName ?? '未知设备'}）尝试作答，已拒绝`;
    default:
      return KIND_NAMES[entry.kind];
  }
}

/**
 * The attempt's evidence in one line of time, by the server's clock; an event the page reported also
 * shows the page's own clock, which a candidate can set at will.
 */
export function AttemptTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  return (
    <Timeline
      items={timeline.map((entry, index) => ({
        // The timeline has no ids; its order is fixed (by the server's time, then as recorded).
        key: index,
        color: COLOURS[entry.kind] ?? 'blue',
        children: (
          <Space wrap size={8}>
            <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
            <span>{describe(entry)}</span>
            {entry.clientAt && (
              <Typography.Text type="secondary">
                （页面时间 {formatDateTime(entry.clientAt)}）
              </Typography.Text>
            )}
          </Space>
        ),
      }))}
    />
  );
}

/** The device the attempt was started on, and the devices refused while it was open. */
export function AttemptDevices({ devices }: { devices: GradingAttempt['devices'] }) {
  if (devices.length === 0) return <Typography.Text type="secondary">未记录设备</Typography.Text>;
  return (
    <Space direction="vertical" size={4}>
      {devices.map((device, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list has no ids and never reorders
        <Space key={index}>
          <Tag color={device.refused ? 'red' : 'blue'}>{device.refused ? '已拒绝' : '作答设备'}</Tag>
          <span>{device.name}</span>
          <Typography.Text type="secondary">{formatDateTime(device.at)}</Typography.Text>
        </Space>
      ))}
    </Space>
  );
}
