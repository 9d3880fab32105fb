import {
  ENT_IMPORT_MAX_LEARNERS,
  type EntDepartment,
  EntLearnerAddRequest,
  type ImportProblem,
} from '@zhixue/contract';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import {
  headerColumns,
  MAX_UNZIPPED_LABEL,
  openWorkbook,
  SheetRefused,
} from '../../platform/spreadsheet/index.js';
import * as usersTables from '../users/tables.js';
import type { NewLearner } from './admin-learners.js';
import type { EnterpriseScope } from './scope.js';

const { users } = usersTables;

const COLUMNS = [
  { header: '手机号', width: 16, note: '必填，11 位手机号；学员无需先注册' },
  { header: '姓名', width: 12, note: '必填，最多 20 个字' },
  { header: '部门', width: 24, note: '选填，须是已建的部门；下级部门用 / 分隔，如 研发中心/前端组' },
] as const;

export interface SheetRow {
  row: number;
  mobile: string;
  name: string;
  department: string;
}

async function readRows(fileBase64: string): Promise<SheetRow[] | ImportProblem> {
  let workbook: ExcelJS.Workbook;
  try {
    workbook = await openWorkbook(Buffer.from(fileBase64, 'base64'));
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    if (error.fault === 'notXlsx') throw new AppError('ENT_IMPORT_NOT_XLSX');
    if (error.fault === 'tooLarge') throw new AppError('ENT_IMPORT_TOO_LARGE', { limit: MAX_UNZIPPED_LABEL });
    throw new AppError('ENT_IMPORT_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('ENT_IMPORT_EMPTY');
  if (sheet.actualRowCount > ENT_IMPORT_MAX_LEARNERS + 1) {
    throw new AppError('ENT_IMPORT_TOO_MANY', { limit: ENT_IMPORT_MAX_LEARNERS });
  }
  const columnOf = headerColumns(sheet);
  const missing = ['手机号', '姓名'].filter((header) => !columnOf.has(header));
  if (missing.length > 0) {
    return { row: 1, label: '第 1 行（表头）', messages: missing.map((header) => `表头缺少「${header}」列`) };
  }
  const text = (row: ExcelJS.Row, header: string) => {
    const column = columnOf.get(header);
    return column === undefined ? '' : row.getCell(column).text.trim();
  };
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const read = {
      row: rowNumber,
      mobile: text(row, '手机号'),
      name: text(row, '姓名'),
      department: text(row, '部门'),
    };
    if (read.mobile || read.name || read.department) rows.push(read);
  });
  if (rows.length === 0) throw new AppError('ENT_IMPORT_EMPTY');
  return rows;
}

/**
 * Reads the sheet and checks every row as the single form would, plus what only a sheet can get
 * wrong (a phone twice) and what the database knows (a phone of this or another enterprise, a
 * department that does not exist: `departments`, read by the caller behind the wall). One problem
 * entry per faulty row, with all of its messages.
 */
export async function checkLearnerSheet(
  db: Database,
  scope: EnterpriseScope,
  fileBase64: string,
  departments: EntDepartment[],
) {
  const read = await readRows(fileBase64);
  if (!Array.isArray(read)) return { rows: [], learners: [], problems: [read] };
  const pathOf = new Map<number, string>();
  const byPath = new Map<string, number>();
  for (const department of departments) {
    const parent = department.parentId === null ? undefined : pathOf.get(department.parentId);
    const path = parent === undefined ? department.name : `${parent}/${department.name}`;
    pathOf.set(department.id, path);
    byPath.set(path, department.id);
  }
  // Phones' memberships are read as the server's role: a phone in no enterprise is outside the wall.
  const mobiles = read.map((row) => row.mobile).filter((mobile) => mobile.length > 0);
  const members = new Map(
    (
      await db
        .select({ mobile: users.mobile, entId: users.entId })
        .from(users)
        .where(inArray(users.mobile, mobiles.length > 0 ? mobiles : ['']))
    ).map((row) => [row.mobile, row.entId]),
  );
  const seen = new Map<string, number>();
  const problems: ImportProblem[] = [];
  const learners: NewLearner[] = [];
  for (const row of read) {
    const messages: string[] = [];
    const department = row.department.replace(/\s*\/\s*/g, '/');
    const parsed = EntLearnerAddRequest.safeParse({ mobile: row.mobile, name: row.name, deptId: null });
    if (!parsed.success) messages.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
    const deptId = department ? byPath.get(department) : null;
    if (deptId === undefined) messages.push(`部门「${department}」不存在`);
    const earlier = seen.get(row.mobile);
    if (row.mobile && earlier !== undefined) messages.push(`手机号与第 ${earlier} 行重复`);
    else if (row.mobile) seen.set(row.mobile, row.row);
    const entId = members.get(row.mobile);
    if (entId === scope.entId) messages.push('该手机号已是本企业学员');
    else if (entId !== undefined && entId !== null) messages.push('该手机号已是其他企业的学员');
    if (messages.length > 0) problems.push({ row: row.row, label: `第 ${row.row} 行`, messages });
    else if (parsed.success) learners.push({ ...parsed.data, deptId: deptId ?? null });
  }
  return { rows: read, learners, problems };
}

/** The template: the header (each column's rule as a note) and two example rows. */
export async function learnerSheetTemplate(): Promise<{ fileName: string; fileBase64: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学员');
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  COLUMNS.forEach(({ note }, index) => {
    sheet.getRow(1).getCell(index + 1).note = note;
  });
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(['13900000101', '张三', '']);
  sheet.addRow(['13900000102', '李四', '']);
  const bytes = await workbook.xlsx.writeBuffer();
  return { fileName: '企业学员导入模板.xlsx', fileBase64: Buffer.from(bytes).toString('base64') };
}
