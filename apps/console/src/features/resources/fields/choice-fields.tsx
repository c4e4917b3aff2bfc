import { Checkbox, Group, Input, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import type { WidgetProps } from './widget-props.ts';

export function SelectField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<string>) {
  return (
    <Select
      label={meta.label}
      description={meta.help}
      placeholder={meta.placeholder ?? `Choose ${meta.label.toLowerCase()}`}
      data={(meta.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={!required}
      clearable={!required}
      required={required}
      error={error}
      disabled={disabled}
      data-field={name}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Several of a few choices, as cards of checkboxes; kept in the options' order. */
export function MultiSelectField({ meta, name, value, onChange, error, disabled }: WidgetProps<string[]>) {
  const options = meta.options ?? [];
  return (
    <Input.Wrapper label={meta.label} description={meta.help} error={error} data-field={name}>
      <Checkbox.Group value={value} onChange={(next) => onChange(options.map((o) => o.value).filter((v) => next.includes(v)))}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={8}>
          {options.map((option) => (
            <Checkbox.Card
              key={option.value}
              value={option.value}
              radius="md"
              p="sm"
              disabled={disabled}
              aria-label={option.label}
            >
              <Group wrap="nowrap" gap="sm" align="center">
                <Checkbox.Indicator disabled={disabled} />
                <Text size="sm" fw={500}>
                  {option.label}
                </Text>
              </Group>
            </Checkbox.Card>
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Input.Wrapper>
  );
}

export function BooleanField({ meta, name, value, onChange, error, disabled }: WidgetProps<boolean>) {
  return (
    <Switch
      label={meta.label}
      description={meta.help}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      disabled={disabled}
      size="md"
      data-field={name}
      styles={{ body: { alignItems: 'flex-start' }, label: { fontWeight: 500 } }}
      pt={{ base: 0, sm: 4 }}
    />
  );
}
