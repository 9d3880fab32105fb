import Uppy from '@uppy/core';
import Tus from '@uppy/tus';
import { ADMIN_HEADER, MEDIA_UPLOADS_PATH } from '@zhixue/contract';
import { App, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** What the server takes (decision 0021): videos, PDF slides, cover images. */
const ACCEPTED = [
  'video/mp4',
  'video/quicktime',
  'video/x-matroska',
  'video/webm',
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
];

interface Uploading {
  name: string;
  percent: number;
}

/**
 * Uploads by tus (`@uppy/tus`): the browser sends the console cookie itself (same origin) and the
 * console header on every request. tus-js-client remembers each file's upload address, so choosing
 * the same file again after a dropped connection or a closed tab resumes from the server's offset.
 */
export function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [uppy] = useState(() =>
    new Uppy({ autoProceed: true, restrictions: { allowedFileTypes: ACCEPTED } }).use(Tus, {
      endpoint: MEDIA_UPLOADS_PATH,
      headers: { [ADMIN_HEADER]: '1' },
      retryDelays: [0, 1000, 3000, 5000, 10000],
    }),
  );
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  useEffect(() => {
    uppy.on('upload-progress', (file, progress) => {
      const total = progress.bytesTotal || 1;
      setUploading({ name: file?.name ?? '', percent: Math.floor((100 * progress.bytesUploaded) / total) });
    });
    uppy.on('upload-success', (file) => {
      message.success(`「${file?.name ?? ''}」已上传，正在处理`);
      latest.current();
    });
    uppy.on('upload-error', (file, error) => {
      message.error(`「${file?.name ?? ''}」上传失败，再次选择该文件即可从中断处继续：${error.message}`);
    });
    uppy.on('restriction-failed', () => {
      message.error('仅支持 MP4、MOV、MKV、WebM 视频，PDF 课件和 JPG、PNG、WebP 图片');
    });
    // Only once the batch is over: removing a file while its upload is tracked would have tus
    // terminate it on the server, and the files must go for the same file to be chosen again.
    uppy.on('complete', () => {
      setUploading(null);
      uppy.clear();
    });
    return () => uppy.destroy();
  }, [uppy, message]);

  const choose = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      try {
        uppy.addFile({ name: file.name, type: file.type, data: file, source: 'file input' });
      } catch {
        // A refused file was reported by `restriction-failed`.
      }
    }
    if (input.current) input.current.value = '';
  };

  return (
    <Space>
      {uploading && (
        <Space size={8}>
          <Typography.Text ellipsis style={{ maxWidth: 200 }}>
            {uploading.name}
          </Typography.Text>
          <Progress percent={uploading.percent} size="small" style={{ width: 140, margin: 0 }} />
        </Space>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        hidden
        data-testid="media-file"
        onChange={(event) => choose(event.target.files)}
      />
      <Button type="primary" loading={uploading !== null} onClick={() => input.current?.click()}>
        上传文件
      </Button>
    </Space>
  );
}
