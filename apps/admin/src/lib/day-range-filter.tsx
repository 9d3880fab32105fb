import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

/**
 * A list's range of days (`YYYY-MM-DD` each, '' for none), as the URL filters keep them; cleared,
 * it reports two empty days.
 */
export function DayRangeFilter({
  from,
  to,
  onChange,
  allowClear = true,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  allowClear?: boolean;
}) {
  return (
    <DatePicker.RangePicker
      allowClear={allowClear}
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      onChange={(range) =>
        onChange({ from: range?.[0]?.format(DAY) ?? '', to: range?.[1]?.format(DAY) ?? '' })
      }
    />
  );
}
