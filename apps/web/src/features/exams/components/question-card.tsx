import type { ExamAnswer, PaperQuestion } from '@zhixue/contract';
import { Checkbox, Input, Radio } from 'antd';
import styles from './exam-room.module.css';
import { optionLetter, QUESTION_TYPE_LABEL } from './question-labels';

interface QuestionCardProps {
  question: PaperQuestion;
  answer: ExamAnswer | null;
  onChange(answer: ExamAnswer): void;
  disabled?: boolean;
}

const blankNames = (count: number) => Array.from({ length: count }, (_, index) => `第${index + 1}空`);

const choicesOf = (answer: ExamAnswer | null) => (answer && 'choices' in answer ? answer.choices : []);

/** One question to answer: its options by the attempt's tokens, its blanks, or a text box. */
export function QuestionCard({ question, answer, onChange, disabled = false }: QuestionCardProps) {
  const { type } = question;
  return (
    <article className={styles.question} id={`question-${question.position}`}>
      <header className={styles.questionHead}>
        <span className={styles.number}>{question.position}</span>
        <span className={styles.type}>{QUESTION_TYPE_LABEL[type]}</span>
        <span className={styles.points}>（{question.score}分）</span>
      </header>
      <p className={styles.stem}>{question.stem}</p>
      {type === 'single' || type === 'judge' ? (
        <Radio.Group
          className={styles.options}
          value={choicesOf(answer)[0] ?? null}
          disabled={disabled}
          onChange={(event) => onChange({ choices: [event.target.value as string] })}
          options={question.options.map((option, index) => ({
            value: option.id,
            label: type === 'judge' ? option.text : `${optionLetter(index)}. ${option.text}`,
          }))}
        />
      ) : null}
      {type === 'multiple' ? (
        <Checkbox.Group
          className={styles.options}
          value={choicesOf(answer)}
          disabled={disabled}
          onChange={(values) => {
            // Kept in the options' order, whatever order they were ticked in.
            const ticked = new Set(values as string[]);
            onChange({
              choices: question.options.filter((option) => ticked.has(option.id)).map((o) => o.id),
            });
          }}
          options={question.options.map((option, index) => ({
            value: option.id,
            label: `${optionLetter(index)}. ${option.text}`,
          }))}
        />
      ) : null}
      {type === 'fill' ? (
        <div className={styles.blanks}>
          {blankNames(question.blanks).map((name, index) => {
            const blanks = answer && 'blanks' in answer ? answer.blanks : [];
            return (
              <div key={name} className={styles.blank}>
                <span>{name}</span>
                <Input
                  value={blanks[index] ?? ''}
                  disabled={disabled}
                  maxLength={500}
                  aria-label={`第${question.position}题${name}`}
                  onChange={(event) => {
                    const next = Array.from({ length: question.blanks }, (_, i) => blanks[i] ?? '');
                    next[index] = event.target.value;
                    onChange({ blanks: next });
                  }}
                />
              </div>
            );
          })}
        </div>
      ) : null}
      {type === 'short' ? (
        <Input.TextArea
          className={styles.essay}
          value={answer && 'text' in answer ? answer.text : ''}
          disabled={disabled}
          maxLength={20_000}
          autoSize={{ minRows: 5, maxRows: 14 }}
          placeholder="请输入你的答案"
          aria-label={`第${question.position}题答案`}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      ) : null}
    </article>
  );
}
