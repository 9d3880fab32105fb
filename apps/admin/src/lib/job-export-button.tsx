import { useQuery } from '@tanstack/react-query';
import type { SheetExportState } from '@zhixue/contract';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/api';
import { saveSheet } from '@/lib/sheet-files';

const POLL_MS = 1000;

/** The three calls of a spreadsheet export made by a job (the contract's SheetExport* shapes). */
export interface JobExportCalls {
  start(): Promise<{ jobId: string }>;
  state(jobId: string): Promise<SheetExportState>;
  file(jobId: string): Promise<{ fileName: string; fileBase64: string }>;
}

/**
 * 导出: starts the export job, follows its state every second until it ends, then offers the file
 * (fetched through the console's own call, saved under the name the server gives) and a fresh export.
 */
export function JobExportButton({
  label,
  disabled = false,
  calls,
}: {
  label: string;
  disabled?: boolean;
  calls: JobExportCalls;
}) {
  const { message } = App.useApp();
  const [jobId, setJobId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const state = useQuery({
    queryKey: ['sheet-export', jobId],
    queryFn: () => calls.state(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : POLL_MS,
  });
  const current = jobId ? (state.data?.state ?? 'waiting') : undefined;
  const failed = current === 'failed' || state.isError;
  const refused = (error: unknown, fallback: string) =>
    message.error(error instanceof ApiError ? error.message : fallback);
  const start = async () => {
    try {
      setJobId((await calls.start()).jobId);
    } catch (error) {
      refused(error, '导出失败，请稍后再试');
    }
  };
  const save = async () => {
    if (!jobId) return;
    setSaving(true);
    try {
      saveSheet(await calls.file(jobId));
    } catch (error) {
      refused(error, '下载失败，请稍后再试');
    } finally {
      setSaving(false);
    }
  };
  const making = !failed && (current === 'waiting' || current === 'running');
  return (
    <Flex gap={8} align="center">
      {current === 'done' ? (
        <>
          <Button type="primary" loading={saving} onClick={save}>
            下载导出文件（{state.data?.rows} 行）
          </Button>
          <Button type="link" onClick={start}>
            重新导出
          </Button>
        </>
      ) : (
        <Button onClick={start} loading={making} disabled={disabled}>
          {making ? '正在导出…' : label}
        </Button>
      )}
      {failed && <Typography.Text type="danger">导出失败，请重试</Typography.Text>}
    </Flex>
  );
}
