import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux's clock ticks per second in /proc/<pid>/stat (`getconf CLK_TCK`, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/**
 * @typedef {object} CpuSpent
 * @property {number} serverMs the server process's CPU time (user and system) over the measurement
 * @property {number} databaseMs the CPU time of the PostgreSQL backends serving the run's database
 */

/**
 * @typedef {object} CpuMeter
 * @property {() => Promise<() => Promise<CpuSpent>>} start a reading now; its function reads again and
 *   answers what was spent in between
 * @property {() => number} serverRssMb the server's resident memory now
 * @property {() => Promise<void>} close
 */

/**
 * CPU time spent serving a measurement, read from /proc (the bench runs on the server's and the
 * database's machine): steadier than latency on a shared machine, and the figure a regression shows
 * first. The database's share is the sum over the backends connected to the run's own database
 * (pg_stat_activity), so other databases on the same server do not count; a backend that exits
 * during a measurement takes its share with it (the server's pool keeps its connections).
 *
 * @param {{ serverPid: number, databaseUrl: string }} target
 * @returns {Promise<CpuMeter>}
 */
export async function openCpuMeter({ serverPid, databaseUrl }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backendTicks = async () => {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    /** @type {Map<number, number>} */
    const ticks = new Map();
    for (const { pid } of rows) {
      const spent = processTicks(pid);
      if (spent !== null) ticks.set(pid, spent);
    }
    return ticks;
  };
  return {
    async start() {
      const serverBefore = processTicks(serverPid) ?? 0;
      const databaseBefore = await backendTicks();
      return async () => {
        const serverAfter = processTicks(serverPid) ?? serverBefore;
        const databaseAfter = await backendTicks();
        let databaseTicks = 0;
        for (const [pid, after] of databaseAfter) databaseTicks += after - (databaseBefore.get(pid) ?? 0);
        return {
          serverMs: ((serverAfter - serverBefore) * 1000) / TICKS_PER_SECOND,
          databaseMs: (databaseTicks * 1000) / TICKS_PER_SECOND,
        };
      };
    },
    serverRssMb() {
      const status = readFileSync(`/proc/${serverPid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    close: () => client.end(),
  };
}

/**
 * User and system clock ticks of a process, or null when it is gone or not readable.
 *
 * @param {number} pid
 * @returns {number | null}
 */
function processTicks(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name in parentheses may hold spaces: the fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5) (utime, stime) are the 12th and 13th after the name.
  return Number(fields[11]) + Number(fields[12]);
}
