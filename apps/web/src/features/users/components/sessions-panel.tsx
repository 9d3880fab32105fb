import type { SessionInfo } from '@zhixue/contract';
import { Button, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatDateTime } from '@/lib/date-format';
import { feedback } from '@/lib/feedback';
import { useSessions } from '../api/get-sessions';
import { useRemoveSession } from '../api/remove-session';
import styles from './account.module.css';
import { PanelState } from './panel-state';

dayjs.extend(relativeTime);

const DEVICE_TYPES: Record<string, string> = { pc: '电脑网页', app: '手机App', h5: '手机网页' };

/** 登录设备: where the learner is logged in; any other device can be logged out (下线). */
export function SessionsPanel() {
  const sessions = useSessions();
  const remove = useRemoveSession();

  const columns: TableColumnsType<SessionInfo> = [
    {
      title: '设备',
      key: 'device',
      render: (_, session) => (
        <div className={styles.device}>
          <strong>{session.deviceName}</strong>
          <span>{DEVICE_TYPES[session.deviceType] ?? session.deviceType}</span>
        </div>
      ),
    },
    {
      title: '登录地点',
      key: 'place',
      render: (_, session) => session.deviceId || session.ip || '未知',
    },
    {
      title: '登录时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: '最近活跃',
      dataIndex: 'lastSeenAt',
      width: 170,
      render: (value: string) => (
        <span title={formatDateTime(value) ?? undefined}>{dayjs(value).fromNow()}</span>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, session) =>
        session.current ? (
          <Tag color="blue">当前设备</Tag>
        ) : (
          <Popconfirm
            title="确定让该设备下线吗？"
            description="该设备需要重新登录"
            okText="下线"
            cancelText="取消"
            onConfirm={() =>
              remove.mutateAsync(session.id).then(
                () => feedback.success('操作成功'),
                () => {}, // the failure was toasted already
              )
            }
          >
            <Button size="small" danger>
              下线
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <PanelState query={sessions}>
      {(list) => (
        <>
          <p className={styles.count}>以下设备登录了你的账号。如有不认识的设备，请让它下线并修改密码。</p>
          <Table<SessionInfo>
            rowKey="id"
            columns={columns}
            dataSource={list}
            pagination={false}
            loading={remove.isPending}
          />
        </>
      )}
    </PanelState>
  );
}
