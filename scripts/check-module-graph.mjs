// Fails when a server module reads the tables of a module that reaches it by code imports: the
// reader then holds a rule of an area above it (who is licensed, who is enrolled, what counts as
// done), a cycle Biome's noImportCycles cannot see because a module reads another's tables through
// that area's tables.ts, which imports no code. Such a rule belongs to the area above, which hands it
// down as a port through app.ts (decision 0012).
//
// The graph is built from the import lines of modules/<area>/ files:
//   - `../<area>/index.js`: a code edge (type-only imports too: Biome counts type-only cycles);
//   - `../<area>/tables.js`, `../<area>/tables/…`: a table-read edge (type-only imports excepted:
//     a row's type reads nothing).
// Not held to the rule: the tables files themselves (a foreign key to another area's table declares
// the data model and reads nothing) and tests. Reads of the users area's tables are allowed from
// anywhere: every area keys its rows by learner, so users sits below them all.
//
//   node scripts/check-module-graph.mjs [server folder]   check apps/server (or the folder given)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const serverRoot = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/server'));
const modulesRoot = path.join(serverRoot, 'src', 'modules');

/** Areas whose tables any module may read, and why. */
const READABLE_BY_ALL = new Map([['users', 'every area keys its rows by learner']]);

const toPosix = (fileName) => fileName.split(path.sep).join('/');

/** The area and the rest of the path of a file under modules/, or null outside it. */
function placeOf(fileName) {
  const relative = toPosix(path.relative(modulesRoot, fileName));
  const match = /^([^./][^/]*)\/(.+)$/.exec(relative);
  return match ? { area: match[1], rest: match[2] } : null;
}

const isTablesFile = (rest) => /^tables(\.ts|\/)/.test(rest);
const isTest = (rest) => /\.test\.tsx?$/.test(rest);

/** What an import of another area reaches: its code (index.ts, or any other file) or its tables. */
const kindOf = (rest) => (/^tables(\.[jt]s|\/)/.test(rest) ? 'tables' : 'code');

/** Every import and re-export of a file, with its line and whether it brings types only. */
function importsOf(fileName) {
  const source = ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (node, specifier, typeOnly) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ specifier, typeOnly, line });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allNamedTypes =
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly) &&
        clause?.name === undefined;
      add(node, node.moduleSpecifier.text, clause?.isTypeOnly === true || allNamedTypes);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const allNamedTypes =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((element) => element.isTypeOnly);
      add(node, node.moduleSpecifier.text, node.isTypeOnly || allNamedTypes);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** area → areas it imports code of; and every table read across areas, where it is. */
const codeEdges = new Map();
const tableReads = [];
for (const fileName of filesUnder(modulesRoot)) {
  const from = placeOf(fileName);
  if (!from || isTablesFile(from.rest) || isTest(from.rest)) continue;
  for (const { specifier, typeOnly, line } of importsOf(fileName)) {
    if (!specifier.startsWith('.')) continue;
    const to = placeOf(path.resolve(path.dirname(fileName), specifier));
    if (!to || to.area === from.area) continue;
    if (kindOf(to.rest) === 'code') {
      if (!codeEdges.has(from.area)) codeEdges.set(from.area, new Set());
      codeEdges.get(from.area).add(to.area);
    } else if (!typeOnly) {
      tableReads.push({
        reader: from.area,
        owner: to.area,
        at: `${toPosix(path.relative(modulesRoot, fileName))}:${line}`,
      });
    }
  }
}

/** The shortest chain of code imports from `start` to `goal` (both included), or null. */
function codePath(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const area = queue.shift();
    for (const next of codeEdges.get(area) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, area);
      if (next === goal) {
        const chain = [goal];
        for (let step = area; step !== null; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

const violations = [];
for (const read of tableReads) {
  if (READABLE_BY_ALL.has(read.owner)) continue;
  const chain = codePath(read.owner, read.reader);
  if (chain) violations.push({ ...read, chain });
}

const allowance = [...READABLE_BY_ALL].map(([area, why]) => `${area} (${why})`).join(', ');
console.log(`module graph: ${tableReads.length} table reads across areas; readable by all: ${allowance}`);
if (violations.length > 0) {
  console.error(
    '\nA module reads the tables of a module that reaches it by code: the rule it reads belongs above.',
  );
  console.error('Have the reader ask for a port that the owner supplies in app.ts (decision 0012).');
  for (const { reader, owner, at, chain } of violations) {
    console.error(`  ${at}: ${reader} reads the tables of ${owner}, and ${chain.join(' → ')} by code`);
  }
  process.exitCode = 1;
}
