import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGradingDetail, adminGradingGrade, GradingComment } from '@zhixue/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Result,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, callApi } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { ScreenCard } from '@/lib/screen-card';
import { zodRule } from '@/lib/zod-rule';
import { AttemptDevices, AttemptTimeline, SUBMITTER_NAMES } from './attempt-timeline';

type GradeValues = Record<string, { score: number | null; comment: string }>;

/**
 * One attempt for its grader: the short answers beside the reference answers, a score (up to the
 * question's) and a comment each, and the evidence: the devices and the attempt's timeline.
 */
export function GradeAttemptPage() {
  const attemptId = Number(useParams().attemptId);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GradeValues>();
  const [busy, setBusy] = useState(false);
  const attempt = useQuery({
    queryKey: ['grading-attempt', attemptId],
    queryFn: () => callApi(adminGradingDetail, { attemptId }),
    enabled: Number.isInteger(attemptId) && attemptId > 0,
  });
  if (attempt.isPending) return <Spin />;
  if (attempt.isError) return <Result status="warning" title={attempt.error.message} />;
  const data = attempt.data;
  const graded = data.status === 'graded';
  const initialValues: GradeValues = Object.fromEntries(
    data.items.map((item) => [item.questionId, { score: item.awarded, comment: item.comment ?? '' }]),
  );

  const submit = async () => {
    const values = await form.validateFields();
    const grades = data.items.flatMap((item) => {
      const entry = values[item.questionId];
      return entry?.score === null || entry?.score === undefined
        ? []
        : [{ questionId: item.questionId, score: entry.score, comment: entry.comment ?? '' }];
    });
    if (grades.length === 0) {
      message.warning('请至少为一道题评分');
      return;
    }
    setBusy(true);
    try {
      const after = await callApi(adminGradingGrade, { attemptId, grades });
      queryClient.setQueryData(['grading-attempt', attemptId], after);
      await queryClient.invalidateQueries({ queryKey: ['grading-queue'] });
      message.success(after.status === 'graded' ? '批改完成，成绩已生效' : '评分已保存');
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '保存失败，请稍后再试');
      await attempt.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenCard title="批改答卷" extra={<Link to="/grading">返回阅卷列表</Link>}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {graded && (
          <Alert
            type="success"
            showIcon
            message={`已批改，成绩 ${data.score} 分（${(data.score ?? 0) >= data.passScore ? '及格' : '不及格'}），学员已可查看`}
          />
        )}
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="考试">{data.examName}</Descriptions.Item>
          <Descriptions.Item label="学员">{data.learnerName}</Descriptions.Item>
          <Descriptions.Item label="第几次">第 {data.attemptNo} 次</Descriptions.Item>
          <Descriptions.Item label="开始时间">{formatDateTime(data.startedAt)}</Descriptions.Item>
          <Descriptions.Item label="交卷时间">
            {formatDateTime(data.submittedAt)}
            {data.submittedBy && data.submittedBy !== 'learner'
              ? `（${SUBMITTER_NAMES[data.submittedBy]}）`
              : ''}
          </Descriptions.Item>
          <Descriptions.Item label="客观题得分">
            {data.objectiveScore} / 满分 {data.totalScore}（{data.passScore} 分及格）
          </Descriptions.Item>
          <Descriptions.Item label="离开考试页面">
            {data.violations} 次
            {data.violationBudget === null ? '（未设上限）' : `（上限 ${data.violationBudget} 次）`}
          </Descriptions.Item>
          <Descriptions.Item label="设备" span={2}>
            <AttemptDevices devices={data.devices} />
          </Descriptions.Item>
        </Descriptions>
        <Card size="small" title="作答记录">
          <AttemptTimeline timeline={data.timeline} />
        </Card>
        <Form form={form} layout="vertical" initialValues={initialValues} disabled={graded}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {data.items.map((item) => (
              <Card
                key={item.questionId}
                size="small"
                title={`第 ${item.position} 题 · 简答题（${item.maxScore} 分）`}
              >
                {item.material && (
                  <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                    {item.material}
                  </Typography.Paragraph>
                )}
                <Typography.Paragraph strong>{item.stem}</Typography.Paragraph>
                <Typography.Paragraph>
                  <Typography.Text type="secondary">学员答案：</Typography.Text>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{item.answer || '（未作答）'}</span>
                </Typography.Paragraph>
                <Typography.Paragraph>
                  <Typography.Text type="secondary">参考答案：</Typography.Text>
                  {item.reference || '—'}
                </Typography.Paragraph>
                <Space align="start" wrap>
                  <Form.Item label={`得分（0–${item.maxScore}）`} name={[String(item.questionId), 'score']}>
                    <InputNumber min={0} max={item.maxScore} precision={0} />
                  </Form.Item>
                  <Form.Item
                    label="评语"
                    name={[String(item.questionId), 'comment']}
                    rules={[zodRule(GradingComment)]}
                    style={{ minWidth: 360 }}
                  >
                    <Input.TextArea rows={2} placeholder="可选，学员查看成绩时可见" />
                  </Form.Item>
                </Space>
              </Card>
            ))}
          </Space>
        </Form>
        {!graded && (
          <Button type="primary" loading={busy} onClick={submit}>
            提交评分
          </Button>
        )}
      </Space>
    </ScreenCard>
  );
}
