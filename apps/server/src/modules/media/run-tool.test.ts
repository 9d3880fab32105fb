import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runTool } from './run-tool.js';

describe('runTool', () => {
  it('runs a tool at a lower CPU priority than the server', async () => {
    // `nice` prints the niceness it runs at; the pause lets the priority be lowered first.
    const printed = await runTool('sh', ['-c', 'sleep 0.3; nice'], { signal: AbortSignal.timeout(10_000) });
    expect(Number(printed.trim())).toBe(Math.min(19, getPriority() + 10));
  });

  it('rejects with the last line of the error output when the tool fails', async () => {
    await expect(
      runTool('sh', ['-c', 'echo first >&2; echo "no such input" >&2; exit 3'], {
        signal: AbortSignal.timeout(10_000),
      }),
    ).rejects.toThrow('sh exited with 3: no such input');
  });
});
