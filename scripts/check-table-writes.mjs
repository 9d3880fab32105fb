// Fails when server code writes a table another area owns. A table belongs to the module whose
// `tables.ts` (camps: `tables/`) declares it; only files of that module may write it. Reads across
// areas are allowed (through the owner's tables.ts, which the Biome rules enforce); writes go through
// the owner's functions, reached through its index.ts. Biome cannot see this: it needs the type
// checker to follow a table from a destructured local back to the file that declared it.
//
// A write is any of:
//   - Drizzle's `insert(t)`, `update(t)`, `delete(t)` on a table object;
//   - a `SortableTable` naming a table (platform's `reorderRows` rewrites that table's sort column);
//   - SQL text in a string or template (a `sql` template, a prepared statement's text) that inserts
//     into, updates, deletes from or merges into a table, named by its SQL name or interpolated
//     (`${t}`). Reads (`select … from t`, `join t`) and row locks (`for update of t`) are not writes.
// The seed, app.ts and the tests fill tables by design: only module code is held to the rule.
// Migrations (triggers, functions) are out of its reach.
//
//   node scripts/check-table-writes.mjs [server folder]            check apps/server (or the folder given)
//   node scripts/check-table-writes.mjs [server folder] --report   also list every write, by table and writer
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const report = args.includes('--report');
const serverRoot = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ?? path.join(import.meta.dirname, '../apps/server'),
);
const sourceRoot = path.join(serverRoot, 'src');

const configPath = path.join(serverRoot, 'tsconfig.json');
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
);
if (!config) throw new Error(`cannot read ${configPath}`);
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const checker = program.getTypeChecker();

/** `modules/<area>/…` → area; anything else (platform, app.ts, the seed) → null, never held to the rule. */
function areaOf(fileName) {
  const relative = path.relative(sourceRoot, fileName).split(path.sep).join('/');
  return /^modules\/([^/]+)\//.exec(relative)?.[1] ?? null;
}

const isTablesFile = (fileName) => /\/modules\/[^/]+\/tables(\/[^/]+)?\.ts$/.test(fileName);
const sourceFiles = program
  .getSourceFiles()
  .filter((file) => file.fileName.startsWith(sourceRoot + path.sep) && !file.isDeclarationFile);

/** Every `const x = pgTable('sql_name', …)` of the tables files: by declaration and by SQL name. */
const tablesByDeclaration = new Map();
const tablesBySqlName = new Map();
for (const file of sourceFiles.filter((file) => isTablesFile(file.fileName))) {
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText() === 'pgTable'
    ) {
      const [name] = node.initializer.arguments;
      if (name && ts.isStringLiteralLike(name)) {
        const table = { area: areaOf(file.fileName), sqlName: name.text };
        tablesByDeclaration.set(node, table);
        tablesBySqlName.set(name.text, table);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** The table an expression names (`t`, `ns.t`, a destructured or renamed local), or null. */
function tableNamedBy(expression) {
  const node = ts.isPropertyAccessExpression(expression) ? expression.name : expression;
  if (!ts.isIdentifier(node)) return null;
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const declaration of symbol?.declarations ?? []) {
    let target = declaration;
    // `const { orders } = tables` or `const { orders: o } = tables`: follow the binding to the property.
    if (ts.isBindingElement(target) && target.parent.parent.initializer) {
      const property = checker
        .getTypeAtLocation(target.parent.parent.initializer)
        .getProperty((target.propertyName ?? target.name).getText());
      target = property?.declarations?.[0] ?? target;
    }
    const table = tablesByDeclaration.get(target);
    if (table) return table;
  }
  return null;
}

/** Drizzle's `tx.insert(t)`, `db.update(ns.t)`, `db.delete(t)`. */
function drizzleWrite(call) {
  if (!ts.isPropertyAccessExpression(call.expression) || call.arguments.length !== 1) return null;
  const verb = { insert: 'inserts into', update: 'updates', delete: 'deletes from' }[
    call.expression.name.text
  ];
  const table = verb && tableNamedBy(call.arguments[0]);
  return table ? { verb, table } : null;
}

/** `{ table: t, id, sort }` typed as platform's SortableTable: `reorderRows` rewrites its sort column. */
function sortableWrite(literal) {
  const property = literal.properties.find(
    (one) => ts.isPropertyAssignment(one) && one.name.getText() === 'table',
  );
  if (!property) return null;
  if (checker.getContextualType(literal)?.getSymbol()?.getName() !== 'SortableTable') return null;
  const table = tableNamedBy(property.initializer);
  return table ? { verb: 'reorders', table } : null;
}

// A table name in SQL: bare or quoted, maybe in `public`; `${…}` markers stand for interpolations.
const NAME = String.raw`(?:"?public"?\.)?(?:"([a-z_][a-z0-9_]*)"|([a-z_][a-z0-9_]*)|\u0000(\d+)\u0000)`;
const SQL_WRITE = new RegExp(
  String.raw`(\w+\s+)?\b(insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?${NAME}`,
  'gi',
);
const SQL_VERBS = { insert: 'inserts into', update: 'updates', delete: 'deletes from', merge: 'merges into' };
// `for update`, `for no key update`, `do update set`, `on update`: the word before says it is no statement.
const NOT_A_STATEMENT = new Set(['for', 'key', 'do', 'on']);

/** The writes a string or template's SQL text makes, interpolated tables resolved by the checker. */
function sqlWrites(node) {
  const spans = ts.isTemplateExpression(node) ? node.templateSpans : [];
  const text = ts.isTemplateExpression(node)
    ? node.head.text + spans.map((span, index) => `\u0000${index}\u0000${span.literal.text}`).join('')
    : node.text;
  const writes = [];
  for (const match of text.matchAll(SQL_WRITE)) {
    const [, before, statement, quoted, bare, interpolated] = match;
    if (before && NOT_A_STATEMENT.has(before.trim().toLowerCase())) continue;
    const table =
      interpolated === undefined
        ? tablesBySqlName.get(quoted ?? bare.toLowerCase())
        : tableNamedBy(spans[Number(interpolated)].expression);
    if (table) writes.push({ verb: SQL_VERBS[statement.split(/\s/)[0].toLowerCase()], table, inSql: true });
  }
  return writes;
}

function writesAt(node) {
  if (ts.isCallExpression(node)) return [drizzleWrite(node)].filter(Boolean);
  if (ts.isObjectLiteralExpression(node)) return [sortableWrite(node)].filter(Boolean);
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return sqlWrites(node);
  return [];
}

const violations = [];
const writers = new Map();
for (const sourceFile of sourceFiles) {
  const writer = areaOf(sourceFile.fileName);
  const heldToRule = writer !== null && !/\.test\.ts$/.test(sourceFile.fileName);
  const where = (node) =>
    `${path.relative(process.cwd(), sourceFile.fileName)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    for (const { verb, table, inSql } of writesAt(node)) {
      const byTable = `${table.area}.${table.sqlName}`;
      if (!writers.has(byTable)) writers.set(byTable, new Set());
      writers.get(byTable).add(writer ?? path.relative(sourceRoot, sourceFile.fileName));
      if (heldToRule && writer !== table.area) {
        const how = inSql ? ' (in SQL text)' : '';
        violations.push(`${where(node)}: ${writer} ${verb} ${table.sqlName}, a table of ${table.area}${how}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

if (report) {
  for (const [table, by] of [...writers].sort()) console.log(`${table}: ${[...by].sort().join(', ')}`);
}
if (violations.length > 0) {
  console.error(
    `A module writes only its own tables: call a function of the owning area, through its index.ts.\n` +
      `${violations.length} write(s) to another area's table:`,
  );
  for (const violation of violations) console.error(`  ${violation}`);
  process.exit(1);
}
console.log(
  `table writes: every module writes only its own tables (${writers.size} of ${tablesBySqlName.size} tables written)`,
);
