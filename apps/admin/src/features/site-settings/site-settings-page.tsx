import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSiteSettingsDetail,
  adminSiteSettingsSave,
  type SiteSettings,
  SiteSettingsInput,
} from '@zhixue/contract';
import { App, Button, Col, Flex, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, callApi } from '@/lib/api';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { zodRule } from '@/lib/zod-rule';
import { LegalDocumentsCard } from './legal-documents-card';

const fields = SiteSettingsInput.shape;
const FIELDS: ReadonlyArray<{ name: keyof SiteSettings; label: string; long?: boolean }> = [
  { name: 'siteName', label: '站点名称' },
  { name: 'slogan', label: '口号' },
  { name: 'servicePhone', label: '客服电话' },
  { name: 'serviceHours', label: '服务时间' },
  { name: 'serviceEmail', label: '客服邮箱' },
  { name: 'address', label: '地址' },
  { name: 'customerServiceQr', label: '客服微信二维码内容' },
  { name: 'appDownloadQr', label: 'APP 下载二维码内容' },
  { name: 'officialAccountQr', label: '公众号二维码内容' },
  { name: 'icpRecord', label: 'ICP 备案号' },
  { name: 'policeRecord', label: '公安备案号' },
  { name: 'copyright', label: '版权信息' },
  { name: 'aboutText', label: '关于我们（页脚）', long: true },
];

/** What the footer, the sidebar and the 咨询 modals read: contacts, QR code contents, footer texts. */
export function SiteSettingsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canWrite = useCan('marketing.write');
  const settings = useQuery({
    queryKey: ['site-settings'],
    queryFn: () => callApi(adminSiteSettingsDetail, {}),
  });
  const [form] = Form.useForm<SiteSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await callApi(adminSiteSettingsSave, values);
      await queryClient.invalidateQueries({ queryKey: ['site-settings'] });
      message.success('已保存，学员端即时生效');
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '保存失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <ScreenCard
        title="站点设置"
        extra={
          canWrite && (
            <Button type="primary" loading={busy} onClick={save}>
              保存
            </Button>
          )
        }
      >
        <Form form={form} layout="vertical" requiredMark={false} disabled={!canWrite || settings.isPending}>
          <Row gutter={24}>
            {FIELDS.map((field) => (
              <Col key={field.name} span={field.long ? 24 : 8}>
                <Form.Item label={field.label} name={field.name} rules={[zodRule(fields[field.name])]}>
                  {field.long ? <Input.TextArea rows={4} /> : <Input />}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      </ScreenCard>
      <LegalDocumentsCard />
    </Flex>
  );
}
