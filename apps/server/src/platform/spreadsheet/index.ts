import ExcelJS from 'exceljs';

/** What an uploaded sheet may unpack to, by its own zip directory: a few MB for the imports' rows. */
const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;
export const MAX_UNZIPPED_LABEL = '20 MB';

/** Why an uploaded file is not a sheet to read; each import names its own refusals. */
export type SheetFault = 'notXlsx' | 'unreadable' | 'tooLarge';

export class SheetRefused extends Error {
  constructor(readonly fault: SheetFault) {
    super(`sheet refused: ${fault}`);
  }
}

/**
 * A zip's own directory says how big its files unpack: a sheet that claims more than the bound, or
 * whose directory cannot be read, is refused before the zip is opened (a zip bomb is small).
 */
function checkZipDirectory(file: Buffer) {
  if (file.length < 22 || file.readUInt32LE(0) !== 0x04034b50) throw new SheetRefused('notXlsx');
  const searchFrom = Math.max(0, file.length - 22 - 0xffff);
  let end = -1;
  for (let at = file.length - 22; at >= searchFrom; at--) {
    if (file.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new SheetRefused('unreadable');
  const entries = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) throw new SheetRefused('unreadable');
    total += file.readUInt32LE(at + 24);
    if (total > MAX_UNZIPPED_BYTES) throw new SheetRefused('tooLarge');
    at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
}

/** Opens an uploaded .xlsx, throwing `SheetRefused` for anything that is not one to read. */
export async function openWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  checkZipDirectory(file);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw new SheetRefused('unreadable');
  }
  return workbook;
}

/** The first row's headers by column, without their notes (`手机号（必填）` is `手机号`). */
export function headerColumns(sheet: ExcelJS.Worksheet): Map<string, number> {
  const columnOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    columnOf.set(cell.text.replace(/[\s*（(].*$/, '').trim(), column);
  });
  return columnOf;
}

export {
  type SheetColumn,
  type SheetExport,
  type SheetExportRequest,
  type SheetExportState,
  type StoredSheet,
  sheetExportState,
  storedSheetBase64,
  storeSheetExport,
  XLSX_CONTENT_TYPE,
} from './sheet-export.js';
