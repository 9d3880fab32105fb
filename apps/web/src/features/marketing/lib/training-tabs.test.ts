import { describe, expect, it } from 'vitest';
import { kindOf, pageFromParams, tabFromParams, trainingParams } from './training-tabs';

describe('training-camp tabs in the address', () => {
  it('reads the tab, falling back to 全部 for anything unknown', () => {
    expect(tabFromParams(new URLSearchParams('kind=offline'))).toBe('offline');
    expect(tabFromParams(new URLSearchParams('kind=<script>'))).toBe('all');
    expect(tabFromParams(new URLSearchParams(''))).toBe('all');
  });

  it('reads the page, falling back to the first', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=abc', '']) {
      expect(pageFromParams(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('writes only what differs from the defaults', () => {
    expect(trainingParams('all', 1).toString()).toBe('');
    expect(trainingParams('trial', 2).toString()).toBe('kind=trial&page=2');
  });

  it('asks training/list for a kind only on a kind tab', () => {
    expect(kindOf('all')).toBeUndefined();
    expect(kindOf('online')).toBe('online');
  });
});
