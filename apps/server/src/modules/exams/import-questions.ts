import type { ImportSource } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { insertMaterials, insertQuestions } from './bank-questions.js';
import { checkRows, previewOf } from './import-rows.js';
import { readQuestionSheet } from './import-sheet.js';
import { parseQuestionText } from './import-text.js';

/** Reads a sheet or a pasted text and checks every question; the problems of both steps, in order. */
async function readSource(source: ImportSource) {
  const read =
    source.source === 'xlsx' ? await readQuestionSheet(source.fileBase64) : parseQuestionText(source.text);
  const checked = checkRows(read.raws);
  const problems = [...read.problems, ...checked.problems].sort((a, b) => a.row - b.row);
  if (checked.questions.length === 0 && problems.length === 0) throw new AppError('EXAM_IMPORT_EMPTY');
  return { questions: checked.questions, problems };
}

export async function previewImport(source: ImportSource) {
  const { questions, problems } = await readSource(source);
  return { questions: questions.map(previewOf), problems };
}

/**
 * The whole source or nothing: it is read and checked again (the preview proves nothing to the
 * server), and any problem refuses it; the materials and questions are then inserted in the
 * call's one transaction.
 */
export async function runImport(tx: Database, source: ImportSource, audit: (change: AuditChange) => void) {
  const { questions, problems } = await readSource(source);
  const count = problems.reduce((sum, problem) => sum + problem.messages.length, 0);
  if (count > 0) throw new AppError('EXAM_IMPORT_HAS_PROBLEMS', { count });
  const materials = await insertMaterials(
    tx,
    questions.flatMap((question) => (question.material ? [question.material] : [])),
  );
  const ids = await insertQuestions(
    tx,
    questions.map(({ input, material }) => ({
      ...input,
      materialId: material ? (materials.get(material) ?? null) : null,
    })),
  );
  audit({
    entity: 'question-import',
    entityId: ids[0] ?? 0,
    before: null,
    after: { source: source.source, questionIds: ids, materialIds: [...materials.values()] },
  });
  return { imported: ids.length, ids };
}
