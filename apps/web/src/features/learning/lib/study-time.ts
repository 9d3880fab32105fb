/**
 * 学习时长 as the personal centre's stat card shows it: a number and its unit. Whole minutes read
 * wrong after a first short session (20 s would show 0 分钟, as if nothing counted), so under a
 * minute shows as <1 分钟; from 100 minutes on, hours with one decimal keep the figure short.
 */
export function studyTime(seconds: number): { value: string; unit: string } {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  if (safe === 0) return { value: '0', unit: '分钟' };
  if (safe < 60) return { value: '<1', unit: '分钟' };
  const minutes = Math.floor(safe / 60);
  if (minutes < 100) return { value: String(minutes), unit: '分钟' };
  return { value: (Math.floor(minutes / 6) / 10).toFixed(1), unit: '小时' };
}
