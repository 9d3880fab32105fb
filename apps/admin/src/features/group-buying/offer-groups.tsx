import type { AdminGroup, AdminGroupOffer, GroupStatus } from '@zhixue/contract';
import { Avatar, Drawer, Space, Tag, Tooltip } from 'antd';
import { timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { useLocalList } from '@/lib/use-local-list';
import { useOfferGroups } from './api';

const STATUS: Record<GroupStatus, { text: string; color: string }> = {
  open: { text: '拼团中', color: 'blue' },
  filled: { text: '拼团成功', color: 'green' },
  failed: { text: '拼团失败', color: 'default' },
};

/** An offer's groups, newest first: each one's state, its members and how each member's order stands. */
export function OfferGroups({ offer, onClose }: { offer: AdminGroupOffer | null; onClose: () => void }) {
  return (
    <Drawer
      open={offer !== null}
      onClose={onClose}
      size="large"
      title={offer ? `${offer.productName} 的团` : ''}
      destroyOnHidden
    >
      {offer ? <GroupsTable offerId={offer.id} /> : null}
    </Drawer>
  );
}

function GroupsTable({ offerId }: { offerId: number }) {
  const list = useLocalList();
  const groups = useOfferGroups({ offerId, pageCurrent: list.page, pageSize: list.pageSize });
  return (
    <ListTable<AdminGroup>
      list={list}
      query={groups}
      rowKey="id"
      unit="个团"
      empty="还没有学员发起拼团"
      columns={[
        { title: '团号', dataIndex: 'id', width: 70 },
        {
          title: '状态',
          dataIndex: 'status',
          width: 100,
          render: (status: GroupStatus) => <Tag color={STATUS[status].color}>{STATUS[status].text}</Tag>,
        },
        {
          title: '已付 / 成团人数',
          key: 'paid',
          width: 120,
          render: (_, group) => `${group.paidMembers} / ${group.groupSize}`,
        },
        {
          title: '成员',
          key: 'members',
          render: (_, group) => (
            <Space wrap size={4}>
              {group.members.map((member) => (
                <Tooltip key={member.orderId} title={`学员 #${member.userId}，订单 #${member.orderId}`}>
                  <Tag>
                    <Avatar size={16} src={member.avatar || undefined} alt="" /> {member.name}
                    {member.starter ? '（团长）' : ''} · {member.stateText}
                  </Tag>
                </Tooltip>
              ))}
            </Space>
          ),
        },
        timeColumn('截止', 'endsAt'),
      ]}
    />
  );
}
