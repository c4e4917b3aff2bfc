import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnyResourceDefinition, FieldWidget as Widget } from '@rc/contract/resources/resource';
import { SectionCard } from '@/components/section-card.tsx';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { choiceSource } from '@/lib/reference-choices.ts';
import { FieldValue, formatFieldValue } from '../fields/field-value.tsx';
import { FieldWidget } from '../fields/field-widget.tsx';
import type { ResourceExtensions } from '../resource-extensions.ts';
import { editableFields, type FormValues } from './form-values.ts';

/** Wide inputs take the whole row of a two-column section. */
const FULL_ROW: ReadonlySet<Widget> = new Set(['richtext', 'textarea', 'list-of-lines', 'multiselect', 'rows']);

/** A field is required when the schema has no value for it when it is left out. */
export function isRequired(def: AnyResourceDefinition, name: string): boolean {
  const shape = def.schema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
  return shape[name] ? !shape[name].safeParse(undefined).success : false;
}

/** The form of the definition's sections; read-only fields (counters, version numbers) show their value. */
export function EditorForm({
  def,
  values,
  errors,
  onChange,
  record,
  disabled,
  locked,
  fieldViews,
}: {
  def: AnyResourceDefinition;
  values: FormValues;
  errors: FieldErrors;
  onChange: (name: string, value: unknown) => void;
  /** The stored record (absent when creating: read-only fields have nothing to show yet). */
  record: Record<string, unknown> | null;
  disabled: boolean;
  /** Fields shown but not editable here (a versioned record's document stays its document). */
  locked?: ReadonlySet<string>;
  /** The area's own views of some fields of an existing record (ResourceExtensions.fieldViews). */
  fieldViews?: ResourceExtensions['fieldViews'];
}) {
  const editable = new Set(editableFields(def));
  return (
    <Stack gap="lg">
      {def.form.sections.map((section) => {
        const fields = section.fields.filter((name) => editable.has(name) || record !== null);
        if (fields.length === 0) return null;
        return (
          <SectionCard key={section.title} title={section.title} description={section.description}>
            <SimpleGrid cols={{ base: 1, sm: section.columns ?? 1 }} spacing="lg" verticalSpacing="lg">
              {fields.map((name) => {
                const meta = def.fields[name]!;
                const fullRow = (section.columns ?? 1) > 1 && FULL_ROW.has(meta.widget);
                const View = record ? fieldViews?.[name] : undefined;
                return (
                  <div key={name} style={fullRow ? { gridColumn: '1 / -1' } : undefined}>
                    {View && record ? (
                      <View record={record} value={record[name]} />
                    ) : editable.has(name) ? (
                      <FieldWidget
                        def={def}
                        name={name}
                        value={values[name]}
                        values={values}
                        onChange={(value) => onChange(name, value)}
                        error={errors[name]}
                        disabled={disabled || locked?.has(name)}
                        required={isRequired(def, name)}
                      />
                    ) : (
                      <ReadOnlyField label={meta.label} help={meta.help}>
                        {(meta.widget === 'number' || meta.widget === 'money-idr') && !meta.reference ? (
                          <Text fz={24} fw={650} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
                            {formatFieldValue(meta, record?.[name])}
                          </Text>
                        ) : (
                          <FieldValue
                            meta={meta}
                            value={record?.[name]}
                            source={choiceSource(def.name, name, meta.reference)}
                            person={meta.embed ? record?.[meta.embed] : undefined}
                          />
                        )}
                      </ReadOnlyField>
                    )}
                  </div>
                );
              })}
            </SimpleGrid>
          </SectionCard>
        );
      })}
    </Stack>
  );
}

function ReadOnlyField({ label, help, children }: { label: string; help?: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {help ? (
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      ) : null}
      <div style={{ marginTop: 6 }}>{children}</div>
    </div>
  );
}
