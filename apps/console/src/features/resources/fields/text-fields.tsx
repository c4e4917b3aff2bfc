import { ActionIcon, ColorInput, NumberInput, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconExternalLink, IconLink, IconWand } from '@tabler/icons-react';
import { withLinkScheme } from '@rc/contract/resources/resource-fields';
import { slugify } from './slugify.ts';
import type { WidgetProps } from './widget-props.ts';

export function TextField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<string>) {
  return (
    <TextInput
      label={meta.label}
      description={meta.help}
      placeholder={meta.placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
      required={required}
      name={name}
      data-field={name}
    />
  );
}

export function TextareaField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<string>) {
  return (
    <Textarea
      label={meta.label}
      description={meta.help}
      placeholder={meta.placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
      required={required}
      autosize
      minRows={3}
      maxRows={10}
      name={name}
      data-field={name}
    />
  );
}

export function UrlField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<string>) {
  const openable = /^https?:\/\/\S+\.\S+/.test(value);
  return (
    <TextInput
      type="url"
      inputMode="url"
      label={meta.label}
      description={meta.help}
      placeholder={meta.placeholder ?? 'https://'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      // "example.com" becomes "https://example.com" as the person leaves the field.
      onBlur={() => {
        const linked = withLinkScheme(value);
        if (linked !== value) onChange(linked);
      }}
      error={error}
      disabled={disabled}
      required={required}
      name={name}
      data-field={name}
      leftSection={<IconLink size={16} />}
      rightSection={
        openable ? (
          <Tooltip label="Open the link in a new tab">
            <ActionIcon
              component="a"
              href={value}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              aria-label={`Open ${meta.label}`}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}

export function NumberField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<number | null>) {
  return (
    <NumberInput
      label={meta.label}
      description={meta.help}
      placeholder={meta.placeholder}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? null : Number(next))}
      allowDecimal={false}
      error={error}
      disabled={disabled}
      required={required}
      name={name}
      data-field={name}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

export function ColorField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<string>) {
  return (
    <ColorInput
      label={meta.label}
      description={meta.help}
      placeholder={meta.placeholder ?? '#4198D3'}
      value={value}
      onChange={onChange}
      format="hex"
      error={error}
      disabled={disabled}
      required={required}
      data-field={name}
    />
  );
}

/** A slug: left empty, the server makes it from `source`; the button fills in what that would be. */
export function SlugField({ meta, name, value, onChange, error, disabled, source }: WidgetProps<string> & { source: string }) {
  const suggestion = slugify(source);
  return (
    <TextInput
      label={meta.label}
      description={meta.help}
      placeholder={suggestion || meta.placeholder || 'made-from-the-name'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
      name={name}
      data-field={name}
      leftSection={<span style={{ color: 'var(--mantine-color-dimmed)', fontSize: 13 }}>/</span>}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      rightSection={
        !disabled && suggestion && suggestion !== value ? (
          <Tooltip label="Make it from the name">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onChange(suggestion)}
              aria-label="Make the slug from the name"
            >
              <IconWand size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}
