import { describe, expect, it } from 'vitest';
import { joinListText, partsOfJoinList } from './join-list.js';

describe('a join list', () => {
  it('names its parts relative to itself and reads back their upload ids', () => {
    const parts = [
      { uploadId: 'live/s1/oss-1-2.flv', durationSeconds: 3 },
      { uploadId: "live/s1/it's-2.flv", durationSeconds: 4.5 },
      { uploadId: 'live/other/3.flv', durationSeconds: 1 },
    ];
    const text = joinListText('live/s1/replay-7-3-9.ffconcat', parts);
    expect(text).toContain("file 'it'\\''s-2.flv'\nduration 4.500");
    expect(text).toContain("file '../other/3.flv'");
    expect(partsOfJoinList('live/s1/replay-7-3-9.ffconcat', text)).toEqual(
      parts.map((part) => part.uploadId),
    );
  });
});
