import { type CertificateTemplate, CertificateTemplateFields } from '@zhixue/contract';
import { Form, Input, Space, Table, Typography } from 'antd';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { zodRule } from '@/lib/zod-rule';
import { useCertificateTemplates, useSaveCertificateTemplate } from './api';

const field = CertificateTemplateFields.shape;
type TemplateValues = CertificateTemplateFields;

const DEFAULTS: TemplateValues = {
  name: '',
  heading: '结业证书',
  statement: '完成训练营全部学习任务，成绩合格，特发此证。',
  issuer: '知学在线教育',
  sealText: '知学认证',
  primaryColor: '#1f3a68',
  accentColor: '#c8a45a',
};

/** A small likeness of the printed page: frame, title line, statement, issuer and seal in its colours. */
function CertificatePreview({ design }: { design: Partial<TemplateValues> }) {
  const primary = design.primaryColor || DEFAULTS.primaryColor;
  const accent = design.accentColor || DEFAULTS.accentColor;
  return (
    <div
      data-testid="certificate-preview"
      style={{
        width: 360,
        aspectRatio: '297 / 210',
        background: '#fffdf7',
        border: `5px solid ${primary}`,
        outline: `1px solid ${accent}`,
        outlineOffset: -11,
        padding: '18px 22px',
        position: 'relative',
        textAlign: 'center',
        fontSize: 11,
        color: '#262626',
      }}
    >
      <div style={{ color: primary, fontSize: 22, fontWeight: 600 }}>{design.heading || '证书标题'}</div>
      <div style={{ color: accent, fontSize: 8, letterSpacing: 2 }}>CERTIFICATE OF COMPLETION</div>
      <div style={{ fontSize: 16, margin: '10px 0 4px' }}>张三</div>
      <div style={{ borderTop: `1px solid ${accent}`, width: 150, margin: '0 auto 8px' }} />
      <div>参加「示例训练营」（第1期）的学习，{design.statement || '特发此证。'}</div>
      <div style={{ position: 'absolute', right: 30, bottom: 22, width: 130 }}>
        <div>{design.issuer || '颁发单位'}</div>
        <div style={{ borderTop: '1px solid #595959', marginTop: 4, fontSize: 8, color: '#595959' }}>
          颁发单位
        </div>
        <div
          style={{
            position: 'absolute',
            right: -14,
            top: -22,
            width: 48,
            height: 48,
            borderRadius: '50%',
            border: `2px solid ${accent}`,
            color: accent,
            fontSize: 9,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            opacity: 0.85,
          }}
        >
          {design.sealText || '印章'}
        </div>
      </div>
    </div>
  );
}

function TemplateFormItems() {
  const form = Form.useFormInstance<TemplateValues>();
  const design = Form.useWatch([], form) ?? {};
  const colour = (label: string, name: 'primaryColor' | 'accentColor', extra: string) => (
    <Form.Item label={label} name={name} rules={[zodRule(field[name])]} extra={extra}>
      <Input type="color" style={{ width: 90, padding: 2 }} />
    </Form.Item>
  );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 24, alignItems: 'start' }}>
      <div>
        <Form.Item label="模板名称" name="name" rules={[zodRule(field.name)]}>
          <Input placeholder="如：领导力训练营证书" />
        </Form.Item>
        <Form.Item label="证书标题" name="heading" rules={[zodRule(field.heading)]}>
          <Input />
        </Form.Item>
        <Form.Item label="证书正文" name="statement" rules={[zodRule(field.statement)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="颁发单位" name="issuer" rules={[zodRule(field.issuer)]}>
          <Input />
        </Form.Item>
        <Form.Item label="印章文字" name="sealText" rules={[zodRule(field.sealText)]}>
          <Input maxLength={6} />
        </Form.Item>
        <Space>
          {colour('主色', 'primaryColor', '边框与标题')}
          {colour('强调色', 'accentColor', '内框与印章')}
        </Space>
      </div>
      <div>
        <Typography.Text type="secondary">预览</Typography.Text>
        <CertificatePreview design={design} />
      </div>
    </div>
  );
}

const templateFields = ({ id: _id, campCount: _count, ...fields }: CertificateTemplate): TemplateValues =>
  fields;

/** /camps/certificates: the certificate designs camps choose from (title, issuer, seal, colours). */
export function CertificateTemplatesPage() {
  const canWrite = useCan('camps.write');
  const templates = useCertificateTemplates();
  const save = useSaveCertificateTemplate();
  const modal = (title: string, initialValues: TemplateValues, id?: number, small = false) => (
    <FormModal<TemplateValues>
      title={title}
      width={820}
      trigger={small ? { label: '编辑', size: 'small' } : { label: '新建模板', type: 'primary' }}
      initialValues={initialValues}
      submit={(values) => save.mutateAsync({ ...values, ...(id ? { id } : {}) })}
      done="证书模板已保存"
    >
      <TemplateFormItems />
    </FormModal>
  );

  return (
    <ScreenCard title="证书模板" extra={canWrite && modal('新建证书模板', DEFAULTS)}>
      <Table<CertificateTemplate>
        rowKey="id"
        loading={templates.isPending}
        dataSource={templates.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有证书模板，训练营使用默认模板' }}
        columns={[
          { title: '模板名称', dataIndex: 'name' },
          { title: '证书标题', dataIndex: 'heading' },
          { title: '颁发单位', dataIndex: 'issuer' },
          { title: '印章', dataIndex: 'sealText', width: 100 },
          {
            title: '颜色',
            width: 90,
            render: (_: unknown, row: CertificateTemplate) => (
              <Space size={4}>
                {[row.primaryColor, row.accentColor].map((colour) => (
                  <span
                    key={colour}
                    title={colour}
                    style={{
                      display: 'inline-block',
                      width: 18,
                      height: 18,
                      background: colour,
                      borderRadius: 3,
                    }}
                  />
                ))}
              </Space>
            ),
          },
          { title: '使用的训练营', dataIndex: 'campCount', width: 110 },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, row: CertificateTemplate) =>
              canWrite ? modal(`编辑「${row.name}」`, templateFields(row), row.id, true) : null,
          },
        ]}
      />
    </ScreenCard>
  );
}
