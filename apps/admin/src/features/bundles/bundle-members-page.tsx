import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminBundleMember,
  adminBundleMembers,
  adminBundleSetMembers,
  adminCourseList,
  BundleGroupName,
} from '@zhixue/contract';
import { App, Button, Card, Empty, Input, Result, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PublishButton } from '@/components/publish-button';
import { SortableList } from '@/components/sortable-list';
import { ApiError, callApi } from '@/lib/api';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';

interface EditedGroup {
  /** Keeps a group's drag scope and React key while its name is being typed. */
  key: number;
  name: string;
  courses: AdminBundleMember[];
}

let nextKey = 1;
const edited = (name: string, courses: AdminBundleMember[]): EditedGroup => ({
  key: nextKey++,
  name,
  courses,
});

/** Single courses of the main site whose name contains the typed words, for the 添加课程 picker. */
function useCourseSearch(keyword: string) {
  return useQuery({
    queryKey: ['courses', 'bundle-picker', keyword],
    queryFn: () =>
      callApi(adminCourseList, {
        pageCurrent: 1,
        pageSize: 20,
        sort: '-id',
        type: 1,
        channel: 'main',
        ...(keyword ? { keyword } : {}),
      }),
  });
}

/**
 * A bundle's member courses (系列课的课程): named groups, courses dragged into order, added by name
 * and removed, saved whole; the learner's bundle page shows the saved order at once.
 */
export function BundleMembersPage() {
  const bundleId = Number(useParams().id);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canWrite = useCan('courses.write');
  const members = useQuery({
    queryKey: ['bundle-members', bundleId],
    queryFn: () => callApi(adminBundleMembers, { id: bundleId }),
  });
  const [groups, setGroups] = useState<EditedGroup[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [keyword, setKeyword] = useState('');
  const search = useCourseSearch(keyword);

  useEffect(() => {
    if (members.data) {
      setGroups(members.data.groups.map((group) => edited(group.name, group.courses)));
      setDirty(false);
    }
  }, [members.data]);

  if (members.isError) return <Result status="warning" title={members.error.message} />;
  if (!members.data) return <Card loading />;
  const { bundle } = members.data;
  const memberIds = new Set(groups.flatMap((group) => group.courses.map((course) => course.id)));

  const change = (key: number, update: (group: EditedGroup) => EditedGroup | null) => {
    setGroups((current) => current.flatMap((group) => (group.key === key ? (update(group) ?? []) : [group])));
    setDirty(true);
  };
  const save = async () => {
    const invalid = groups.find((group) => !BundleGroupName.safeParse(group.name).success);
    if (invalid) {
      message.error('请填写每个分组的名称（最多 30 个字）');
      return;
    }
    setSaving(true);
    try {
      const saved = await callApi(adminBundleSetMembers, {
        id: bundleId,
        groups: groups.map((group) => ({
          name: group.name,
          courseIds: group.courses.map((course) => course.id),
        })),
      });
      queryClient.setQueryData(['bundle-members', bundleId], saved);
      await queryClient.invalidateQueries({ queryKey: ['courses'] });
      message.success('套餐课程已保存');
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '保存失败，请重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <ScreenCard
      title={`系列课程：${bundle.name}`}
      extra={
        <Space>
          <Link to="/courses?type=2">
            <Button>返回课程管理</Button>
          </Link>
          {canWrite && (
            <PublishButton
              course={bundle}
              changed={() => queryClient.invalidateQueries({ queryKey: ['bundle-members', bundleId] })}
            />
          )}
          {canWrite && (
            <Button type="primary" loading={saving} disabled={!dirty} onClick={save}>
              保存课程
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        售价 ¥{(bundle.price / 100).toFixed(2)}，划线价 ¥{(bundle.linePrice / 100).toFixed(2)}
        {bundle.vip ? `，会员${bundle.vipCharge ? `价 ¥${(bundle.vipPrice / 100).toFixed(2)}` : '免费'}` : ''}
        。拖动课程调整顺序，保存后学员端立即生效；未上架的课程不在学员端显示。
      </Typography.Paragraph>
      {groups.length === 0 && <Empty description="还没有课程，先新增一个分组" />}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {groups.map((group) => (
          <Card
            key={group.key}
            size="small"
            data-testid="bundle-group"
            title={
              <Input
                aria-label="分组名称"
                value={group.name}
                disabled={!canWrite}
                placeholder="分组名称，如：入门"
                style={{ maxWidth: 320 }}
                onChange={(event) => change(group.key, (old) => ({ ...old, name: event.target.value }))}
              />
            }
            extra={
              canWrite && (
                <Button size="small" danger onClick={() => change(group.key, () => null)}>
                  删除分组
                </Button>
              )
            }
          >
            <SortableList
              scope={`group-${group.key}`}
              items={group.courses}
              onReorder={(ids) =>
                change(group.key, (old) => ({
                  ...old,
                  courses: ids.flatMap((id) => old.courses.filter((course) => course.id === id)),
                }))
              }
            >
              {(course, handle) => (
                <Space style={{ padding: '6px 0', width: '100%' }}>
                  {canWrite && handle}
                  <span>{course.name}</span>
                  {!course.published && <Tag>未上架</Tag>}
                  {canWrite && (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() =>
                        change(group.key, (old) => ({
                          ...old,
                          courses: old.courses.filter((member) => member.id !== course.id),
                        }))
                      }
                    >
                      移出
                    </Button>
                  )}
                </Space>
              )}
            </SortableList>
            {canWrite && (
              <Select<number>
                showSearch={{ filterOption: false, onSearch: setKeyword }}
                aria-label={`向「${group.name || '分组'}」添加课程`}
                placeholder="搜索并添加单课"
                style={{ width: 320, marginTop: 8 }}
                value={null}
                loading={search.isFetching}
                options={(search.data?.list ?? [])
                  .filter((course) => !memberIds.has(course.id))
                  .map((course) => ({ value: course.id, label: course.name }))}
                onChange={(id) => {
                  const course = search.data?.list.find((row) => row.id === id);
                  if (!course) return;
                  change(group.key, (old) => ({
                    ...old,
                    courses: [
                      ...old.courses,
                      { id: course.id, name: course.name, published: course.published },
                    ],
                  }));
                }}
              />
            )}
          </Card>
        ))}
      </Space>
      {canWrite && (
        <Button
          style={{ marginTop: 16 }}
          onClick={() => {
            setGroups((current) => [...current, edited(current.length === 0 ? '全部课程' : '', [])]);
            setDirty(true);
          }}
        >
          新增分组
        </Button>
      )}
    </ScreenCard>
  );
}
