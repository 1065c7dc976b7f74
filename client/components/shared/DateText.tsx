import { formatDate, formatDateTime } from '@common/format.js';

/** A date as spec §9 prints it (short month, day, year), with the exact time on hover. */
export function DateText({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatDate(value)}
    </time>
  );
}
