import { describe, expect, it } from 'vitest';
import { heartbeatSiteOf } from './heartbeats';

describe('heartbeatSiteOf', () => {
  it('sends the beats of enterprise pages to the enterprise API, of camp pages to the camp’s saver, and every other page to the main one', () => {
    expect(heartbeatSiteOf('/ent/video/20')).toBe('enterprise');
    expect(heartbeatSiteOf('/ENT/base/20')).toBe('enterprise');
    expect(heartbeatSiteOf('/ent')).toBe('enterprise');
    expect(heartbeatSiteOf('/course/video/15')).toBe('main');
    expect(heartbeatSiteOf('/entrance')).toBe('main');
    expect(heartbeatSiteOf('/trainingCamp/video/2')).toBe('camp');
    expect(heartbeatSiteOf('/trainingCampus')).toBe('main');
  });
});
