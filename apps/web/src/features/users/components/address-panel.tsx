import { type Address, MAX_ADDRESSES } from '@zhixue/contract';
import { Button, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { feedback } from '@/lib/feedback';
import { useAddresses } from '../api/get-addresses';
import { useRemoveAddress } from '../api/remove-address';
import { useSaveAddress } from '../api/save-address';
import styles from './account.module.css';
import { AddressFormModal } from './address-form-modal';
import { PanelState } from './panel-state';

/** 收货地址: the learner's addresses (for printed materials of camps and courses), one default. */
export function AddressPanel() {
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useRemoveAddress();
  // undefined: closed; null: a new address; an address: editing it.
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const list = addresses.data ?? [];
  const full = list.length >= MAX_ADDRESSES;

  const makeDefault = (address: Address) => {
    const { id, name, mobile, province, city, district, detail } = address;
    save.mutate(
      { id, name, mobile, province, city, district, detail, isDefault: 1 },
      { onSuccess: () => feedback.success('操作成功') },
    );
  };

  const columns: TableColumnsType<Address> = [
    { title: '收货人', dataIndex: 'name', width: 110, ellipsis: true },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    {
      title: '所在地区',
      key: 'region',
      width: 200,
      render: (_, address) => [address.province, address.city, address.district].filter(Boolean).join(' '),
    },
    { title: '详细地址', dataIndex: 'detail', ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, address) => (
        <span className={styles.actions}>
          {address.isDefault === 1 ? (
            <Tag color="blue">默认地址</Tag>
          ) : (
            <Button type="link" size="small" onClick={() => makeDefault(address)}>
              设为默认
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setEditing(address)}>
            编辑
          </Button>
          <Popconfirm
            title="确定删除该地址吗？"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(address.id).then(
                () => feedback.success('操作成功'),
                () => {}, // the failure was toasted already
              )
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <PanelState query={addresses}>
      {() => (
        <>
          <div className={styles.toolbar}>
            <span className={styles.count}>
              已保存 {list.length} 个地址，最多 {MAX_ADDRESSES} 个
            </span>
            <Button type="primary" disabled={full} onClick={() => setEditing(null)}>
              新增收货地址
            </Button>
          </div>
          {list.length === 0 ? (
            <EmptyState compact text="还没有收货地址" />
          ) : (
            <Table<Address>
              rowKey="id"
              columns={columns}
              dataSource={list}
              pagination={false}
              loading={save.isPending || remove.isPending}
            />
          )}
          <AddressFormModal
            open={editing !== undefined}
            address={editing ?? null}
            saving={save.isPending}
            onSave={(input) =>
              save.mutate(input, {
                onSuccess: () => {
                  feedback.success('操作成功');
                  setEditing(undefined);
                },
              })
            }
            onClose={() => setEditing(undefined)}
          />
        </>
      )}
    </PanelState>
  );
}
