import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { OPERATOR_ROLES, OperatorCreateRequest } from '@zhixue/contract';
import { insertOperator } from './modules/operators/index.js';
import { ConfigError, loadConfig } from './platform/config/index.js';
import { openDatabase } from './platform/db/index.js';

/**
 * Creates a console operator from the command line, for a fresh install without demo data (or
 * when every super admin is locked out):
 *
 *   npm run create-operator -- <account> <name> [role] [enterpriseId]
 *
 * The password is asked for (or read from OPERATOR_PASSWORD), never taken as an argument, so it
 * stays out of the shell history. The role defaults to super_admin; the first sign-in enrols the
 * second factor. On the embedded database stop the server first: one process per data folder.
 */
async function main(): Promise<number> {
  const [account, name, role = 'super_admin', enterpriseId] = process.argv.slice(2);
  if (!account || !name) {
    console.error(
      `usage: npm run create-operator -- <account> <name> [${OPERATOR_ROLES.join('|')}] [enterpriseId]`,
    );
    return 2;
  }
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'pglite'))) {
    console.error(`no database in ${config.DATA_DIR}: set DATA_DIR or DATABASE_URL as for the server`);
    return 2;
  }
  const password = process.env.OPERATOR_PASSWORD ?? (await askPassword());
  const input = OperatorCreateRequest.safeParse({
    account,
    name,
    password,
    role,
    enterpriseId: enterpriseId ?? null,
  });
  if (!input.success) {
    for (const issue of input.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    await database.migrate();
    const created = await insertOperator(database.db, input.data);
    if (!created) {
      console.error(`operator ${account} exists already`);
      return 1;
    }
    console.log(
      `operator ${created.account} (${created.role}) created: sign in at /admin to enrol the second factor`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function askPassword(): Promise<string> {
  const prompt = createInterface({ input: stdin, output: stdout, terminal: true });
  try {
    return await prompt.question('password (at least 10 characters): ');
  } finally {
    prompt.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
