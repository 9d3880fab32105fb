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

const VIDEOS = ACCEPTED.filter((type) => type.startsWith('video/'));

interface Uploading {
  name: string;
  percent: number;
}

/**
 * Uploads by tus (`@uppy/tus`): the browser sends the console cookie itself (same origin) and the
 * console header on every request. tus-js-client remembers each file's upload address, so choosing
 * the same file again after a dropped connection or a closed tab resumes from the server's offset.
 */
export function UploadButton({
  onUploaded,
  videosOnly = false,
}: {
  onUploaded: () => void;
  /** An enterprise admin uploads section videos only (the server refuses anything else of theirs). */
  videosOnly?: boolean;
}) {
  const accepted = videosOnly ? VIDEOS : ACCEPTED;
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [uppy] = useState(() =>
    new Uppy({ autoProceed: true, restrictions: { allowedFileTypes: accepted } }).use(Tus, {
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
      message.error(
        videosOnly
          ? '仅支持 MP4、MOV、MKV、WebM 视频'
          : '仅支持 MP4、MOV、MKV、WebM 视频，PDF 课件和 JPG、PNG、WebP 图片',
      );
    });
    // Only once the batch is over: removing a file while its upload is tracked would have tus
    // terminate it on the server, and the files must go for the same file to be chosen again.
    uppy.on('complete', () => {
      setUploading(null);
      uppy.clear();
    });
    return () => uppy.destroy();
  }, [uppy, message, videosOnly]);

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

  // The input is outside the Space: an item of its own would leave a gap before the button.
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accepted.join(',')}
        // Not the `hidden` attribute: inside a form (the enterprise's video picker) antd's form
        // styles show file inputs as blocks, which outranks it.
        style={{ display: 'none' }}
        data-testid="media-file"
        onChange={(event) => choose(event.target.files)}
      />
      <Space>
        {uploading && (
          <Space size={8}>
            <Typography.Text ellipsis style={{ maxWidth: 200 }}>
              {uploading.name}
            </Typography.Text>
            <Progress percent={uploading.percent} size="small" style={{ width: 140, margin: 0 }} />
          </Space>
        )}
        <Button type="primary" loading={uploading !== null} onClick={() => input.current?.click()}>
          {videosOnly ? '上传视频' : '上传文件'}
        </Button>
      </Space>
    </>
  );
}
