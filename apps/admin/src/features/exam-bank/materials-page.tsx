import { type AdminMaterial, MaterialContent } from '@zhixue/contract';
import { Form, Input, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { ListTable } from '@/components/list-table';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { zodRule } from '@/lib/zod-rule';
import { useMaterialDelete, useMaterialList, useMaterialSave } from './api';

const FILTERS = { keyword: '' };

function MaterialForm() {
  return (
    <Form.Item label="材料内容" name="content" rules={[zodRule(MaterialContent)]}>
      <Input.TextArea rows={8} />
    </Form.Item>
  );
}

/** Shared materials: one stem (a passage, a case) that several questions of the bank refer to. */
export function MaterialsPage() {
  const materialSave = useMaterialSave();
  const materialDelete = useMaterialDelete();
  const canWrite = useCan('exams.write');
  const list = useUrlList(FILTERS);
  const query = {
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
  };
  const materials = useMaterialList(query);
  const save = async (id: number | null, content: string) => {
    await materialSave.mutateAsync({ id, content });
  };
  return (
    <ScreenCard
      title="共用材料"
      extra={
        <Space>
          <Link to="/exam-bank">返回题库</Link>
          {canWrite && (
            <FormModal<{ content: string }>
              title="新建材料"
              width={680}
              trigger={{ label: '新建材料', type: 'primary' }}
              submit={(values) => save(null, values.content)}
            >
              <MaterialForm />
            </FormModal>
          )}
        </Space>
      }
    >
      <Input.Search
        allowClear
        placeholder="按内容搜索"
        defaultValue={list.filters.keyword}
        onSearch={(value) => list.setFilters({ keyword: value.trim() })}
        style={{ width: 240, marginBottom: 16 }}
      />
      <ListTable<AdminMaterial>
        rowKey="id"
        list={list}
        query={materials}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          {
            title: '内容',
            dataIndex: 'content',
            render: (content: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} style={{ margin: 0 }}>
                {content}
              </Typography.Paragraph>
            ),
          },
          { title: '题目数', dataIndex: 'questionCount', width: 90 },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 150,
                  render: (_: unknown, row: AdminMaterial) => (
                    <Space>
                      <FormModal<{ content: string }>
                        title={`编辑材料 #${row.id}`}
                        width={680}
                        trigger={{ label: '编辑', size: 'small' }}
                        initialValues={{ content: row.content }}
                        submit={(values) => save(row.id, values.content)}
                      >
                        <MaterialForm />
                      </FormModal>
                      <ConfirmButton
                        size="small"
                        danger
                        question={`删除材料 #${row.id}？`}
                        done="已删除"
                        action={async () => {
                          await materialDelete.mutateAsync({ id: row.id });
                        }}
                      >
                        删除
                      </ConfirmButton>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
