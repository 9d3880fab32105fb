import type { GroupStatus, MyGroup } from '@zhixue/contract';
import { Pagination, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { formatPrice } from '@/lib/format';
import { groupHref, MY_GROUPS_PAGE_SIZE, useMyGroups } from '../api/groups';
import styles from './groups.module.css';
import { SecondsLeft } from './seconds-left';

function statusOf(group: MyGroup): { text: string; color: string } {
  if (group.status === 'filled') return { text: '拼团成功', color: 'success' };
  if (group.status === 'failed')
    return { text: group.refunded ? '拼团失败 已退款' : '拼团失败 退款中', color: 'default' };
  return { text: '拼团中', color: 'processing' };
}

/** 我的拼团: the groups the learner paid into, with how each stands. */
export function MyGroups() {
  const [page, setPage] = useState(1);
  const groups = useMyGroups(page);
  if (groups.isError) return <LoadFailed query={groups} />;
  const list = groups.data?.list ?? [];
  return (
    <div>
      <h2>我的拼团</h2>
      {groups.data && list.length === 0 ? <EmptyState text="还没有参与过拼团" /> : null}
      <ul className={styles.list}>
        {list.map((group) => {
          const status = statusOf(group);
          return (
            <li key={group.groupId}>
              <Tag color={status.color}>{status.text}</Tag>
              <Link to={groupHref(group.groupId)} className={styles.name}>
                {group.productName}
              </Link>
              <span>
                {formatPrice(group.groupPrice)} · {group.paidMembers}/{group.groupSize}人
              </span>
              {group.status === ('open' satisfies GroupStatus) ? (
                <SecondsLeft seconds={group.remainingSeconds} />
              ) : null}
              <span>{group.joinedAt}</span>
            </li>
          );
        })}
      </ul>
      {(groups.data?.total ?? 0) > MY_GROUPS_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={MY_GROUPS_PAGE_SIZE}
          total={groups.data?.total ?? 0}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
