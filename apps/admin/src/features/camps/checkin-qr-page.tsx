import { useQuery } from '@tanstack/react-query';
import { adminCampCheckinCode, adminCampCheckinSessions, type CheckinSessionRow } from '@zhixue/contract';
import { Empty, QRCode, Select, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { callApi } from '@/lib/api';
import { ScreenCard } from '@/lib/screen-card';

/**
 * /camps/:id/checkin?term=: the trainer picks a session and shows its QR code to the room. The
 * code changes every 30 seconds: the screen asks for the next one as the current one runs out.
 */
export function CheckinQrPage() {
  const trainingId = Number(useParams().id);
  const termParam = useSearchParams()[0].get('term');
  const termId = termParam ? Number(termParam) : undefined;
  const sessions = useQuery({
    queryKey: ['camps', 'checkin-sessions', trainingId, termId],
    queryFn: () => callApi(adminCampCheckinSessions, { trainingId, ...(termId ? { termId } : {}) }),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const session = sessions.data?.find((row) => row.itemId === chosen) ?? sessions.data?.[0];

  return (
    <ScreenCard title="现场签到">
      {sessions.data && sessions.data.length === 0 ? (
        <Empty description="该期次没有线下课或签到任务" />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Select<number>
            style={{ width: 360 }}
            aria-label="签到场次"
            loading={sessions.isPending}
            value={session?.itemId}
            onChange={setChosen}
            options={(sessions.data ?? []).map((row) => ({
              value: row.itemId,
              label: row.date ? `${row.date} · ${row.title}` : row.title,
            }))}
          />
          {session ? <RotatingCode session={session} /> : null}
        </Space>
      )}
    </ScreenCard>
  );
}

function RotatingCode({ session }: { session: CheckinSessionRow }) {
  const request = { itemId: session.itemId, ...(session.termId ? { termId: session.termId } : {}) };
  const code = useQuery({
    queryKey: ['camps', 'checkin-code', request],
    queryFn: () => callApi(adminCampCheckinCode, request),
    // The next code as soon as this one changes (plus a moment, so the new step has begun).
    refetchInterval: (query) => ((query.state.data?.refreshInSeconds ?? 30) + 0.2) * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  if (!code.data) return null;
  const link = new URL(code.data.link, window.location.origin).toString();
  return (
    <Space size={48} align="center">
      <QRCode value={link} size={320} aria-label="签到二维码" />
      <Space direction="vertical">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {session.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          请学员使用已登录的账号扫码签到，二维码每 30 秒更新一次
        </Typography.Text>
        <Statistic title="已签到" value={code.data.checkedIn} suffix={`/ ${code.data.enrolled}`} />
      </Space>
    </Space>
  );
}
