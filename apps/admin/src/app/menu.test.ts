import { ROLE_PERMISSIONS } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FEATURES } from './features';
import { entryAt, firstEntryOf, menuFor } from './menu';

const menuOf = (role: keyof typeof ROLE_PERMISSIONS) => menuFor(ROLE_PERMISSIONS[role]);
const groupsOf = (role: keyof typeof ROLE_PERMISSIONS) => menuOf(role).map((section) => section.label);

describe('the side menu in groups', () => {
  it("shows the super admin every group but the enterprise's, in order", () => {
    expect(groupsOf('super_admin')).toEqual(['内容', '训练营', '考试', '交易', '用户', '系统']);
  });

  it('shows a narrow role only the groups with an entry it may open, and only those entries', () => {
    expect(groupsOf('finance')).toEqual(['交易', '用户', '系统']);
    expect(menuOf('finance').map((section) => section.entries.map((entry) => entry.label))).toEqual([
      [
        '订单管理',
        '对公转账',
        '收入统计',
        '对账',
        '账务核对',
        '优惠券',
        '秒杀',
        '拼团',
        '分销设置',
        '佣金记录',
        '提现审核',
        '会员套餐',
      ],
      ['学员管理'],
      ['操作日志'],
    ]);
    expect(groupsOf('enterprise_admin')).toEqual(['企业']);
  });

  it('keeps every entry for some role, once', () => {
    const declared = CONSOLE_FEATURES.flatMap((feature) => feature.menu ?? []);
    const shown = new Set(
      Object.values(ROLE_PERMISSIONS).flatMap((permissions) =>
        menuFor(permissions).flatMap((section) => section.entries),
      ),
    );
    expect([...shown].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...declared].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it("opens at the first entry of the role's first group", () => {
    expect(firstEntryOf(menuOf('trainer'))?.label).toBe('训练营管理');
    expect(firstEntryOf(menuOf('finance'))?.label).toBe('订单管理');
    expect(firstEntryOf(menuFor(['console.use']))).toBeUndefined();
  });

  it('finds the entry of a screen by the longest path that contains it', () => {
    const menu = menuOf('super_admin');
    expect(entryAt(menu, '/camps/certificates')?.label).toBe('证书模板');
    expect(entryAt(menu, '/camps/7/plan')?.label).toBe('训练营管理');
    expect(entryAt(menu, '/coursework')?.label).toBe('作业批改');
    expect(entryAt(menu, '/bundles/3')).toBeUndefined();
  });
});
