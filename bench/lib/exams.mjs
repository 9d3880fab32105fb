import { addLearners, callApi, mapAtMost, withDatabase } from './learners.mjs';

/**
 * @typedef {object} Sitting
 * @property {string} token the candidate's session
 * @property {number} attemptId
 * @property {Array<{ questionId: number, optionIds: string[] }>} choices the attempt's choice questions
 * @property {number} saves answers saved so far
 */

/**
 * The exam-start storm: an exam open to every learner on the demo's fixed paper (two hours, one
 * attempt), `candidates` new learners, and each starting it through `exam/paper/detail`, 50 at a
 * time. Answers the sittings and how long the starts took.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {number} candidates
 * @returns {Promise<{ sittings: Sitting[], startSeconds: number }>}
 */
export async function startExamStorm(baseUrl, databaseUrl, candidates) {
  const examId = await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `insert into exams (name, paper_id, opens_at, closes_at, time_limit_seconds, pass_score)
       values ('压测考试', 1, now() - interval '1 minute', now() + interval '1 day', 7200, 60)
       returning id`,
    );
    return /** @type {number} */ (rows[0].id);
  });
  const people = await addLearners(baseUrl, databaseUrl, 'benchcandidate', candidates);
  const started = performance.now();
  const sittings = await mapAtMost(people, 50, async (person) => {
    const paper =
      /** @type {{ attemptId: number, questions: Array<{ id: number, type: string, options: Array<{ id: string }> }> }} */ (
        await callApi(baseUrl, '/api/front/exam/paper/detail', { id: examId }, { token: person.token })
      );
    return {
      token: person.token,
      attemptId: paper.attemptId,
      choices: paper.questions
        .filter((question) => question.type === 'single' || question.type === 'judge')
        .map((question) => ({
          questionId: question.id,
          optionIds: question.options.map((option) => option.id),
        })),
      saves: 0,
    };
  });
  return { sittings, startSeconds: (performance.now() - started) / 1000 };
}

/**
 * Saves as candidates make them, taking the sittings in turn so that consecutive requests write
 * different attempts: each save answers the sitting's next choice question with its next option.
 *
 * @param {Sitting[]} sittings
 * @returns {() => import('./load.mjs').GeneratedRequest}
 */
export function examSavesOf(sittings) {
  let next = 0;
  return () => {
    const sitting = /** @type {Sitting} */ (sittings[next]);
    next = (next + 1) % sittings.length;
    const question = /** @type {{ questionId: number, optionIds: string[] }} */ (
      sitting.choices[sitting.saves % sitting.choices.length]
    );
    const option =
      question.optionIds[Math.floor(sitting.saves / sitting.choices.length) % question.optionIds.length];
    sitting.saves += 1;
    return {
      headers: { token: sitting.token },
      body: {
        attemptId: sitting.attemptId,
        answers: [{ questionId: question.questionId, answer: { choices: [option] } }],
      },
    };
  };
}
