import '@mantine/dates/styles.css';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { IconCalendar, IconCalendarClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { WidgetProps } from './widget-props.ts';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A moment, stored as UTC ISO-8601 and shown in the browser's own time zone. */
export function DateTimeField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<string>) {
  const local = value && dayjs(value).isValid() ? dayjs(value).format(PICKER_FORMAT) : null;
  return (
    <DateTimePicker
      label={meta.label}
      description={meta.help}
      placeholder={meta.placeholder ?? 'Pick a date and time'}
      value={local}
      onChange={(next) => onChange(next ? dayjs(next).toISOString() : '')}
      valueFormat="D MMM YYYY, HH:mm"
      clearable={!required}
      required={required}
      error={error}
      disabled={disabled}
      leftSection={<IconCalendarClock size={16} />}
      data-field={name}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** A calendar day, stored as YYYY-MM-DD. */
export function DateField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<string>) {
  return (
    <DatePickerInput
      label={meta.label}
      description={meta.help}
      placeholder={meta.placeholder ?? 'Pick a date'}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="D MMM YYYY"
      clearable={!required}
      required={required}
      error={error}
      disabled={disabled}
      leftSection={<IconCalendar size={16} />}
      data-field={name}
    />
  );
}
