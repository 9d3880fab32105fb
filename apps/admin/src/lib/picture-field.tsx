import { UploadOutlined } from '@ant-design/icons';
import { ADMIN_IMAGE_MAX_BYTES } from '@zhixue/contract';
import { App, Button, Image, Input, Space, theme, Upload } from 'antd';
import { useState } from 'react';
import { ApiError, uploadImage } from './api';

interface PictureFieldProps {
  /** Given by Form.Item, so that the field's label names the address box. */
  id?: string;
  /** Given by Form.Item: the picture's address. */
  value?: string;
  onChange?: (value: string) => void;
  /** How the preview is drawn, e.g. 160×90 for a cover, 64×64 for a photo. */
  previewWidth?: number;
  previewHeight?: number;
  placeholder?: string;
}

/**
 * A picture field of a form: 上传图片 sends the file to the console's picture upload (the server
 * checks its type and size) and fills the field with the stored address; the address may also be
 * typed, as before. The preview shows what the field holds.
 */
export function PictureField({
  id,
  value,
  onChange,
  previewWidth = 160,
  previewHeight = 90,
  placeholder = '/uploads/… 或 https://…',
}: PictureFieldProps) {
  const { message } = App.useApp();
  // The console's tertiary grey (app/theme.ts): 暂无图片 reads at 4.5:1 on the box's light fill.
  const { token } = theme.useToken();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    if (file.size > ADMIN_IMAGE_MAX_BYTES) {
      message.error('图片不能超过5MB');
      return;
    }
    setUploading(true);
    try {
      onChange?.(await uploadImage(file, file.name));
      message.success('图片已上传');
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <div
        style={{
          flex: 'none',
          width: previewWidth,
          height: previewHeight,
          border: '1px dashed #d9d9d9',
          borderRadius: 6,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          background: '#fafafa',
          color: token.colorTextTertiary,
        }}
      >
        {value ? (
          <Image
            src={value}
            alt="预览"
            width={previewWidth}
            height={previewHeight}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          '暂无图片'
        )}
      </div>
      <Space orientation="vertical" style={{ flex: 1, minWidth: 0 }}>
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            上传图片
          </Button>
        </Upload>
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange?.(event.target.value)}
          style={{ width: '100%', minWidth: 200 }}
        />
      </Space>
    </div>
  );
}
