// A date field typed or picked as DD/MM/AAAA that never reverts a typed day silently (issue 11).
// Mantine's DateInput ignores a typed day outside minDate/maxDate and puts the last value back
// when the field is left; here such a day keeps its text and says why under the field:
// - outOfRange 'refuse' (filters): the day is not applied; the message gives the bounds;
// - outOfRange 'pass' (forms with their own rules): the day is applied and the screen's rules
//   say what is wrong with it (e.g. 'no puede ser anterior a hoy').
// A text that is not a day at all keeps its text too and asks for DD/MM/AAAA once the field is
// left (or Enter is pressed). The calendar offers only the days inside the bounds.
import 'dayjs/locale/es';
import '@mantine/dates/styles.css';
import { useRef, useState } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { dateFromIso, isoFromDate } from '../../domain/dates.ts';
import { DAY_REQUIRED_MESSAGE } from '../../domain/form-messages.ts';
import { dayBounds, readTypedDay } from './typed-day.ts';

export interface DayInputProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'minDate' | 'maxDate' | 'dateParser' | 'valueFormat' | 'locale'
> {
  /** The day applied (YYYY-MM-DD), null when empty. */
  value: string | null;
  onChange: (iso: string | null) => void;
  /** The first and last days the field accepts (YYYY-MM-DD). */
  minDay?: string | null;
  maxDay?: string | null;
  outOfRange?: 'refuse' | 'pass';
  /** Whenever the typed text is not a day the field applied (its message), or null again. */
  onProblemChange?: (problem: string | null) => void;
}

interface Problem {
  /** The value the field had when the text was typed: a new value from outside ends it. */
  forValue: string | null;
  message: string;
  /** Shown at once (out of range) or once the field is left (not a day). */
  shown: boolean;
}

export function DayInput({
  value,
  onChange,
  minDay,
  maxDay,
  outOfRange = 'refuse',
  onProblemChange,
  error,
  onBlur,
  onKeyDown,
  ...rest
}: DayInputProps) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const current = problem !== null && problem.forValue === value ? problem : null;
  const bounds = dayBounds(minDay, maxDay);

  // What the screen was last told (it may differ from `current` once the value changed).
  const told = useRef<string | null>(null);
  const report = (next: Problem | null) => {
    setProblem(next);
    const message = next?.message ?? null;
    if (message !== told.current) {
      told.current = message;
      onProblemChange?.(message);
    }
  };

  /** Called by DateInput for each change of the text: the day to apply, or null for none. */
  const parse = (text: string): Date | null => {
    const typed = readTypedDay(text, minDay, maxDay);
    switch (typed.kind) {
      case 'day':
        report(null);
        return dateFromIso(typed.iso);
      case 'outOfRange':
        if (outOfRange === 'pass') {
          report(null);
          return dateFromIso(typed.iso);
        }
        report({ forValue: value, message: typed.message, shown: true });
        return null;
      case 'notADay':
        report({ forValue: value, message: typed.message, shown: text.trim().length >= 10 });
        return null;
      case 'empty':
        // A required field emptied: said once it is left.
        report(
          rest.clearable === true
            ? null
            : { forValue: value, message: DAY_REQUIRED_MESSAGE, shown: false },
        );
        return null;
    }
  };

  const showPending = () => {
    if (current !== null && !current.shown) setProblem({ ...current, shown: true });
  };

  return (
    <DateInput
      {...rest}
      placeholder={rest.placeholder ?? 'DD/MM/AAAA'}
      valueFormat="DD/MM/YYYY"
      locale="es"
      leftSection={rest.leftSection ?? <IconCalendar size={18} stroke={1.5} />}
      // Mantine's clear button is an icon without a name (WCAG 4.1.2, issue 13 point 1).
      clearButtonProps={{ 'aria-label': 'Borrar fecha', ...rest.clearButtonProps }}
      dateParser={parse}
      value={value === null ? null : dateFromIso(value)}
      onChange={(d) => {
        report(null);
        onChange(d === null ? null : isoFromDate(d));
      }}
      minDate={outOfRange === 'refuse' ? dateFromIso(bounds.min) : undefined}
      maxDate={outOfRange === 'refuse' ? dateFromIso(bounds.max) : undefined}
      excludeDate={
        outOfRange === 'pass'
          ? (d) => {
              const iso = isoFromDate(d);
              return iso < bounds.min || iso > bounds.max;
            }
          : undefined
      }
      // The typed text stays while it is not the day applied.
      fixOnBlur={current === null}
      error={current?.shown ? current.message : error}
      onBlur={(event) => {
        showPending();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') showPending();
        onKeyDown?.(event);
      }}
    />
  );
}
