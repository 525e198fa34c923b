// The market's days in SQL (000 §2.4): days are Argentine days (the marketplace's time zone),
// whatever the time zone of the server or the database session. Shared by the dashboard's
// figures and the listings' date filters.
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';

/** `ts` (a timestamptz expression) as the market's calendar date, for SQL. */
export const marketDateSql = (ts: string) => `((${ts}) AT TIME ZONE '${MARKET_TIME_ZONE}')::date`;

/** The start of the market's day `$n` (a date parameter) as a timestamptz, for SQL. */
export const marketDayStartSql = (param: string) =>
  `((${param})::date::timestamp AT TIME ZONE '${MARKET_TIME_ZONE}')`;
