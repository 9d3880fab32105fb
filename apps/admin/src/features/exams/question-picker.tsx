import { useQuery } from '@tanstack/react-query';
import { type AdminQuestion, adminQuestionList, QUESTION_TYPE_NAMES } from '@zhixue/contract';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { callApi } from '@/lib/api';

const SHOWN = 20;
const excerpt = (text: string) => (text.length > 36 ? `${text.slice(0, 36)}…` : text);
const optionOf = (question: AdminQuestion) => ({
  value: question.id,
  label: `#${question.id} ${QUESTION_TYPE_NAMES[question.type]} · ${excerpt(question.stem)}（${question.score}分）`,
});

/**
 * A question of the bank for a fixed paper, found by words of its stem (the newest 20 before anything
 * is typed). The question already picked is read by its number, so an opened paper shows its stems.
 */
export function QuestionPicker({
  value,
  onChange,
}: {
  value?: number | null;
  onChange?: (questionId: number) => void;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const matches = useQuery({
    queryKey: ['exam-bank', 'picker', keyword],
    queryFn: () =>
      callApi(adminQuestionList, { pageCurrent: 1, pageSize: SHOWN, ...(keyword ? { keyword } : {}) }),
    placeholderData: (previous) => previous,
  });
  const picked = useQuery({
    queryKey: ['exam-bank', 'picker', 'question', value],
    queryFn: () => callApi(adminQuestionList, { pageCurrent: 1, pageSize: 1, id: value ?? 0 }),
    enabled: Boolean(value),
    staleTime: 60_000,
  });
  const shown = matches.data?.list ?? [];
  const pickedQuestion = picked.data?.list[0];
  const options = [
    ...(pickedQuestion && !shown.some((question) => question.id === pickedQuestion.id)
      ? [pickedQuestion]
      : []),
    ...shown,
  ].map(optionOf);
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value || undefined}
      onChange={onChange}
      loading={matches.isFetching}
      placeholder="输入题干关键词搜索题库"
      notFoundContent={matches.isFetching ? '搜索中…' : '没有找到题目'}
      style={{ width: 460 }}
      options={options}
    />
  );
}
