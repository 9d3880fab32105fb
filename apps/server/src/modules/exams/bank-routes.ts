import {
  adminMaterialDelete,
  adminMaterialList,
  adminMaterialSave,
  adminQuestionCreate,
  adminQuestionDelete,
  adminQuestionFacets,
  adminQuestionImport,
  adminQuestionImportPreview,
  adminQuestionImportTemplate,
  adminQuestionList,
  adminQuestionUpdate,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import {
  createQuestion,
  deleteMaterial,
  deleteQuestion,
  pageMaterials,
  pageQuestions,
  questionFacets,
  saveMaterial,
  updateQuestion,
} from './bank-questions.js';
import { previewImport, runImport } from './import-questions.js';
import { questionSheetTemplate } from './import-sheet.js';

/** The console's question bank: questions, shared materials, and import from a sheet or text. */
export function registerQuestionBankRoutes(app: FastifyInstance, { db, routes }: AppContext) {
  registerEndpoint(app, routes, adminQuestionList, ({ body }) => pageQuestions(db, body));
  registerEndpoint(app, routes, adminQuestionFacets, () => questionFacets(db));
  registerEndpoint(app, routes, adminQuestionCreate, ({ body, tx, audit }) =>
    createQuestion(tx, body, audit),
  );
  registerEndpoint(app, routes, adminQuestionUpdate, ({ body, tx, audit }) =>
    updateQuestion(tx, body.id, body.question, audit),
  );
  registerEndpoint(app, routes, adminQuestionDelete, ({ body, tx, audit }) =>
    deleteQuestion(tx, body.id, audit),
  );
  registerEndpoint(app, routes, adminMaterialList, ({ body }) => pageMaterials(db, body));
  registerEndpoint(app, routes, adminMaterialSave, ({ body, tx, audit }) => saveMaterial(tx, body, audit));
  registerEndpoint(app, routes, adminMaterialDelete, ({ body, tx, audit }) =>
    deleteMaterial(tx, body.id, audit),
  );
  registerEndpoint(app, routes, adminQuestionImportPreview, ({ body }) => previewImport(body));
  registerEndpoint(app, routes, adminQuestionImport, ({ body, tx, audit }) => runImport(tx, body, audit));
  registerEndpoint(app, routes, adminQuestionImportTemplate, () => questionSheetTemplate());
}
