import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminLive,
  type AdminLiveComment,
  adminLiveCommentDelete,
  adminLiveCommentList,
  adminLiveCommentSetHidden,
} from '@zhixue/contract';
import { Button, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { callApi } from '@/lib/api';
import { ConfirmButton } from '@/lib/confirm-button';
import { formatDateTime } from '@/lib/date-format';

/** How often the moderation list follows a running live's comments. */
const FOLLOW_MS = 5_000;

/** A live's comments, newest first: hide (reversible) or delete, each audited. */
export function LiveCommentsModal({ live }: { live: AdminLive }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const query = { liveId: live.id, pageCurrent: page, pageSize: 20 };
  const comments = useQuery({
    queryKey: ['live-comments', query],
    queryFn: () => callApi(adminLiveCommentList, query),
    enabled: open,
    placeholderData: keepPreviousData,
    refetchInterval: live.state === 'live' ? FOLLOW_MS : false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['live-comments'] });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        评论管理
      </Button>
      <Modal
        title={`「${live.title}」评论`}
        open={open}
        width={760}
        footer={null}
        onCancel={() => setOpen(false)}
      >
        <Table<AdminLiveComment>
          rowKey="id"
          size="small"
          loading={comments.isPending}
          dataSource={comments.data?.list ?? []}
          pagination={{
            current: page,
            pageSize: 20,
            total: comments.data?.total ?? 0,
            onChange: setPage,
          }}
          columns={[
            { title: '学员', dataIndex: 'nickname', width: 110 },
            {
              title: '内容',
              dataIndex: 'content',
              render: (content: string, row) => (
                <Space>
                  {row.hidden ? <Tag>已隐藏</Tag> : null}
                  <span>{content}</span>
                </Space>
              ),
            },
            { title: '时间', dataIndex: 'createdAt', width: 160, render: formatDateTime },
            {
              title: '操作',
              width: 140,
              render: (_: unknown, row: AdminLiveComment) => (
                <Space size="small">
                  <Button
                    size="small"
                    onClick={async () => {
                      await callApi(adminLiveCommentSetHidden, { id: row.id, hidden: !row.hidden });
                      await refresh();
                    }}
                  >
                    {row.hidden ? '恢复' : '隐藏'}
                  </Button>
                  <ConfirmButton
                    size="small"
                    danger
                    question="删除这条评论？"
                    action={async () => {
                      await callApi(adminLiveCommentDelete, { id: row.id });
                      await refresh();
                    }}
                  >
                    删除
                  </ConfirmButton>
                </Space>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
