import type { QuestionKey, SavedAnswer } from './tables.js';

export type MultipleCredit = 'all_or_nothing' | 'half' | 'per_option';

/** What grading needs of a question: its type, key, the fill-in rule and the score it is worth here. */
export interface GradableQuestion {
  type: 'single' | 'multiple' | 'judge' | 'fill' | 'short';
  key: QuestionKey;
  fillIgnoreSpaces: boolean;
  fillIgnoreCase: boolean;
  score: number;
}

/**
 * The score of an objective answer, or null for a short answer (a person grades it). `chosenKeys`
 * are the option keys behind the attempt's tokens. Multiple choice: all or nothing by default; with
 * `half`, a correct subset (no wrong option) earns half the score; with `per_option`, a correct
 * subset earns its share of the correct options; scores are whole points, rounded down. A fill-in
 * earns an equal share of the score per blank that matches one of its accepted answers.
 */
export function gradeAnswer(
  question: GradableQuestion,
  answer: SavedAnswer | null,
  chosenKeys: string[],
  credit: MultipleCredit,
): number | null {
  const { key, score } = question;
  if (question.type === 'short') return null;
  if (question.type === 'fill') {
    const accepted = 'blanks' in key ? key.blanks : [];
    const given = answer && 'blanks' in answer ? answer.blanks : [];
    if (accepted.length === 0) return 0;
    const normalise = fillNormaliser(question);
    const right = accepted.filter((options, index) =>
      options.some((option) => normalise(option) === normalise(given[index] ?? '')),
    ).length;
    return Math.floor((score * right) / accepted.length);
  }
  const correct = new Set('choices' in key ? key.choices : []);
  const chosen = new Set(chosenKeys);
  if (chosen.size === 0) return 0;
  const wrong = [...chosen].some((choice) => !correct.has(choice));
  if (wrong) return 0;
  if (chosen.size === correct.size) return score;
  if (question.type !== 'multiple') return 0;
  if (credit === 'half') return Math.floor(score / 2);
  if (credit === 'per_option') return Math.floor((score * chosen.size) / correct.size);
  return 0;
}

function fillNormaliser({ fillIgnoreSpaces, fillIgnoreCase }: GradableQuestion) {
  return (text: string) => {
    let normal = text.normalize('NFKC').trim();
    if (fillIgnoreSpaces) normal = normal.replace(/\s+/g, '');
    if (fillIgnoreCase) normal = normal.toLowerCase();
    return normal;
  };
}
