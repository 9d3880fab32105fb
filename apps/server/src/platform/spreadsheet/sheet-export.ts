import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Database } from '../db/index.js';
import type { AuditChange } from '../http/index.js';
import type { JobSummary } from '../jobs/index.js';
import type { MediaStorage } from '../storage/index.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A console call that starts an export: the export is recorded (and audited) in its transaction,
 * the job sent once that commits; `showPhones` is whether the operator's role sees whole numbers.
 */
export interface SheetExportRequest {
  tx: Database;
  operatorId: number;
  showPhones: boolean;
  audit: (change: AuditChange) => void;
}

/** One column of an exported sheet: its Chinese header, its width, and a row's cell. */
export interface SheetColumn<T> {
  header: string;
  width: number;
  /**
   * A plain value. A string is always written as a text cell, never a formula, however it begins
   * (`=`, `+`, `-`, `@`): a learner's nickname cannot run in the operator's spreadsheet, which a CSV
   * had to defuse by hand.
   */
  value: (row: T) => string | number;
}

export interface SheetExport<T> {
  sheetName: string;
  columns: ReadonlyArray<SheetColumn<T>>;
  /** The rows a batch at a time (keyset reads), so that no more than one batch is ever held. */
  batches: AsyncIterable<readonly T[]>;
  /** Where the finished file is kept, in private storage. */
  key: string;
  /** Told the rows written so far after each batch (a job's progress). */
  onBatch?: (written: number) => Promise<void>;
}

/** What an export run reports (its job's output); the memory figures are the bench's. */
export interface StoredSheet {
  rows: number;
  key: string;
  /** Heap and resident set growth over the run's start, at their highest, in MB. */
  peakHeapMb: number;
  peakRssMb: number;
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Writes rows to an .xlsx in constant memory and keeps it in private storage: exceljs's streaming
 * WorkbookWriter zips each row out to a temporary file as it is committed, and the rows arrive a
 * batch at a time, so neither the rows nor the sheet are ever held whole. The finished file is
 * compressed (some tens of bytes a row) and stored in one piece.
 */
export async function storeSheetExport<T>(media: MediaStorage, sheet: SheetExport<T>): Promise<StoredSheet> {
  const folder = await mkdtemp(join(tmpdir(), 'zhixue-export-'));
  const path = join(folder, 'export.xlsx');
  const start = process.memoryUsage();
  let peakHeap = 0;
  let peakRss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed - start.heapUsed);
    peakRss = Math.max(peakRss, now.rss - start.rss);
  };
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: path,
      useStyles: false,
      useSharedStrings: false,
    });
    const worksheet = workbook.addWorksheet(sheet.sheetName);
    worksheet.columns = sheet.columns.map(({ header, width }) => ({ header, width }));
    let rows = 0;
    for await (const batch of sheet.batches) {
      for (const row of batch) worksheet.addRow(sheet.columns.map((column) => column.value(row))).commit();
      rows += batch.length;
      sample();
      await sheet.onBatch?.(rows);
    }
    worksheet.commit();
    await workbook.commit();
    sample();
    await media.put(sheet.key, await readFile(path), XLSX_CONTENT_TYPE);
    return { rows, key: sheet.key, peakHeapMb: toMb(peakHeap), peakRssMb: toMb(peakRss) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export type SheetExportState = 'waiting' | 'running' | 'done' | 'failed';

/** An export job as the console follows it: its state, and the rows written once done. */
export function sheetExportState(job: JobSummary): { state: SheetExportState; rows: number | null } {
  const state: SheetExportState =
    job.state === 'completed'
      ? 'done'
      : job.state === 'failed' || job.state === 'cancelled'
        ? 'failed'
        : job.state === 'active'
          ? 'running'
          : 'waiting';
  return { state, rows: state === 'done' ? ((job.output as StoredSheet | null)?.rows ?? null) : null };
}

/**
 * A finished export job's file, as base64 for the console's call; null while the job is not done.
 * The key is the caller's own (derived from the job), not one read back from the job's output.
 */
export async function storedSheetBase64(
  media: MediaStorage,
  job: JobSummary,
  key: string,
): Promise<string | null> {
  if (job.state !== 'completed') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await media.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('base64');
}
