import { useQuery } from '@tanstack/react-query';
import {
  adminEntLicenceSeats,
  adminEntSeatAssign,
  adminEntSeatRevoke,
  type EntLicence,
  type EntSeat,
} from '@zhixue/contract';
import { Button, Drawer, Flex, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { actionsColumn, nameColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { ScreenCard } from '@/lib/screen-card';
import { useUrlList } from '@/lib/use-url-list';
import { ENT_KEY, useLearnerSearch, useLicences, useRefreshEnterprise } from './api';

const LICENCE_NAMES: Record<EntLicence['licence'], string> = {
  site: '全员授权',
  seats: '按席位授权',
  private: '企业自有课程',
};

/** A per-seat licence's seats: give one to a learner, take one back (the record stays). */
function SeatsDrawer({ licence, onClose }: { licence: EntLicence; onClose: () => void }) {
  const refresh = useRefreshEnterprise();
  const learners = useLearnerSearch();
  const [userId, setUserId] = useState<number | undefined>();
  const seats = useQuery({
    queryKey: [ENT_KEY, 'seats', licence.courseId],
    queryFn: () => callApi(adminEntLicenceSeats, { courseId: licence.courseId }),
  });
  const taken = (seats.data ?? []).filter((seat) => seat.revokedAt === null).length;
  return (
    <Drawer
      open
      width={720}
      title={`席位：${licence.name}（已用 ${taken} / ${licence.seats}）`}
      onClose={onClose}
    >
      <Flex gap={8} style={{ marginBottom: 16 }}>
        <Select
          showSearch
          filterOption={false}
          onSearch={learners.search}
          loading={learners.loading}
          options={learners.options}
          value={userId}
          onChange={setUserId}
          placeholder="搜索学员姓名或手机号"
          style={{ width: 320 }}
        />
        <ConfirmButton
          type="primary"
          disabled={userId === undefined}
          question="为该学员分配一个席位？"
          done="已分配席位"
          action={async () => {
            if (userId === undefined) return;
            await callApi(adminEntSeatAssign, { courseId: licence.courseId, userId });
            setUserId(undefined);
            await refresh();
          }}
        >
          分配席位
        </ConfirmButton>
      </Flex>
      <Table<EntSeat>
        rowKey="userId"
        size="small"
        loading={seats.isFetching}
        dataSource={seats.data ?? []}
        pagination={false}
        columns={[
          { title: '学员', dataIndex: 'name' },
          { title: '手机号', render: (_, row) => row.mobile ?? '—', width: 120 },
          { title: '分配时间', dataIndex: 'assignedAt', width: 170 },
          {
            title: '状态',
            width: 90,
            render: (_, row) =>
              row.revokedAt ? (
                <Tag>已收回</Tag>
              ) : row.activatedAt ? (
                <Tag color="green">已激活</Tag>
              ) : (
                <Tag color="blue">已分配</Tag>
              ),
          },
          {
            title: '操作',
            width: 80,
            render: (_, row) =>
              row.revokedAt === null && (
                <ConfirmButton
                  type="link"
                  danger
                  question={`收回 ${row.name} 的席位？学员将立即无法学习这门课程。`}
                  done="已收回席位"
                  action={async () => {
                    await callApi(adminEntSeatRevoke, { courseId: licence.courseId, userId: row.userId });
                    await refresh();
                  }}
                >
                  收回
                </ConfirmButton>
              ),
          },
        ]}
      />
    </Drawer>
  );
}

const NO_FILTERS = {};

/** The library: each licence (全员 until its end, per seat, or the enterprise's own course). */
export function EntLicencesPage() {
  const licences = useLicences();
  const [open, setOpen] = useState<EntLicence | null>(null);
  const list = useUrlList(NO_FILTERS);
  return (
    <ScreenCard title="课程授权">
      <ListTable<EntLicence>
        rowKey="courseId"
        list={list}
        query={licences}
        unit="门"
        columns={[
          nameColumn('课程', 'name'),
          { title: '类型', width: 80, render: (_, row) => (row.type === 2 ? '系列课' : '单课') },
          {
            title: '授权',
            width: 130,
            render: (_, row) => (
              <Tag color={row.licence === 'private' ? 'purple' : row.licence === 'seats' ? 'blue' : 'green'}>
                {LICENCE_NAMES[row.licence]}
              </Tag>
            ),
          },
          {
            title: '席位',
            width: 100,
            render: (_, row) => (row.licence === 'seats' ? `${row.seatsTaken} / ${row.seats}` : '—'),
          },
          {
            title: '有效期至',
            width: 190,
            render: (_, row) =>
              row.expiresAt === null ? (
                '长期'
              ) : row.expired ? (
                <Tag color="red">已于 {row.expiresAt.slice(0, 10)} 到期</Tag>
              ) : (
                row.expiresAt
              ),
          },
          actionsColumn<EntLicence>(
            110,
            (row) =>
              row.licence === 'seats' && (
                <Button type="link" onClick={() => setOpen(row)}>
                  管理席位
                </Button>
              ),
          ),
        ]}
      />
      {open && <SeatsDrawer licence={open} onClose={() => setOpen(null)} />}
    </ScreenCard>
  );
}
