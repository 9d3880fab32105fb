import type { AdminLive, AdminLiveComment } from '@zhixue/contract';
import { App, Button, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { actionsColumn, timeColumn } from '@/components/columns';
import { ListTable } from '@/components/list-table';
import { ConfirmButton } from '@/lib/confirm-button';
import { useLocalList } from '@/lib/use-local-list';
import { useLiveCommentDelete, useLiveCommentSetHidden, useLiveComments } from './api';

/** A live's comments, newest first: hide (reversible) or delete, each audited. */
export function LiveCommentsModal({ live }: { live: AdminLive }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const list = useLocalList();
  const comments = useLiveComments(
    { liveId: live.id, pageCurrent: list.page, pageSize: list.pageSize },
    { open, following: live.state === 'live' },
  );
  const setHidden = useLiveCommentSetHidden();
  const remove = useLiveCommentDelete();
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
        <ListTable<AdminLiveComment>
          rowKey="id"
          size="small"
          list={list}
          query={comments}
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
            timeColumn('时间', 'createdAt'),
            actionsColumn<AdminLiveComment>(140, (row) => (
              <Space size="small">
                <Button
                  size="small"
                  onClick={() =>
                    setHidden.mutate(
                      { id: row.id, hidden: !row.hidden },
                      { onError: (error) => message.error(error.message) },
                    )
                  }
                >
                  {row.hidden ? '恢复' : '隐藏'}
                </Button>
                <ConfirmButton
                  size="small"
                  danger
                  question={`确认删除 ${row.nickname} 的这条评论？`}
                  action={() => remove.mutateAsync({ id: row.id })}
                >
                  删除
                </ConfirmButton>
              </Space>
            )),
          ]}
        />
      </Modal>
    </>
  );
}
