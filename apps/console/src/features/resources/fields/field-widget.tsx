import { RICH_TEXT_IMAGE_MAX_BYTES, resourceCalls, type AnyResourceDefinition } from '@rc/contract/resources/resource';
import { ImageUploadInput } from '@/components/image-upload-input.tsx';
import { LinesInput } from '@/components/lines-input.tsx';
import { MoneyInput } from '@/components/money-input.tsx';
import { RichTextInput } from '@/components/rich-text-input.tsx';
import { RowsTable } from '@/components/rows-table.tsx';
import { choiceSource, fieldChoiceSource } from '@/lib/reference-choices.ts';
import { resourceClient } from '@/lib/resource-api.ts';
import { BooleanField, MultiSelectField, SelectField } from './choice-fields.tsx';
import { DateField, DateTimeField } from './date-time-field.tsx';
import { CodesField, ReferenceListField } from './list-fields.tsx';
import { listHoldsNumbers } from './list-items.ts';
import { ReferenceField } from './reference-field.tsx';
import { ColorField, NumberField, SlugField, TextareaField, TextField, UrlField } from './text-fields.tsx';

const DEFAULT_IMAGE_BYTES = 2 * 1024 * 1024;
const DEFAULT_DOCUMENT_BYTES = 20 * 1024 * 1024;

export type FieldWidgetProps = {
  def: AnyResourceDefinition;
  name: string;
  value: unknown;
  /** Every value of the form (a slug is suggested from its source field). */
  values: Record<string, unknown>;
  onChange: (value: unknown) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
};

/** The input for one field, chosen by the widget its definition names (FIELD_WIDGETS). */
export function FieldWidget({ def, name, value, values, onChange, error, disabled, required }: FieldWidgetProps) {
  const meta = def.fields[name]!;
  const common = { name, meta, error, disabled, required };
  const text = typeof value === 'string' ? value : '';
  switch (meta.widget) {
    case 'text':
      return <TextField {...common} value={text} onChange={onChange} />;
    case 'textarea':
      return <TextareaField {...common} value={text} onChange={onChange} />;
    case 'url':
      return <UrlField {...common} value={text} onChange={onChange} />;
    case 'color':
      return <ColorField {...common} value={text} onChange={onChange} />;
    case 'slug':
      return <SlugField {...common} value={text} onChange={onChange} source={String(values[def.slug?.from ?? ''] ?? '')} />;
    case 'number':
      if (meta.referenceBy) {
        // The kind field picks which records to offer; a kind without records takes no id.
        const source = fieldChoiceSource(def.name, name, meta, values);
        const reference = source?.reference;
        return (
          <ReferenceField
            key={reference?.resource ?? 'none'}
            {...common}
            meta={{ ...meta, reference, placeholder: reference ? meta.placeholder : 'Not needed for this kind' }}
            value={typeof value === 'number' ? value : null}
            onChange={onChange}
            disabled={disabled || !reference}
            source={source}
          />
        );
      }
      return meta.reference ? (
        <ReferenceField
          {...common}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          source={choiceSource(def.name, name, meta.reference)}
        />
      ) : (
        <NumberField {...common} value={typeof value === 'number' ? value : null} onChange={onChange} />
      );
    case 'money-idr':
      return (
        <MoneyInput
          label={meta.label}
          description={meta.help}
          placeholder={meta.placeholder ?? 'Rp 0'}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          error={error}
          disabled={disabled}
          required={required}
          name={name}
          data-field={name}
        />
      );
    case 'boolean':
      return <BooleanField {...common} value={value === true} onChange={onChange} />;
    case 'select':
      return <SelectField {...common} value={text} onChange={onChange} />;
    case 'multiselect':
      return meta.reference ? (
        <ReferenceListField
          {...common}
          value={Array.isArray(value) ? (value as Array<string | number>) : []}
          onChange={onChange}
          numbers={listHoldsNumbers(def, name)}
          source={choiceSource(def.name, name, meta.reference)!}
        />
      ) : (
        <MultiSelectField {...common} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />
      );
    case 'codes':
      return (
        <CodesField
          {...common}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={onChange}
          source={choiceSource(def.name, name, meta.reference)}
        />
      );
    case 'date':
      return <DateField {...common} value={text} onChange={onChange} />;
    case 'datetime':
      return <DateTimeField {...common} value={text} onChange={onChange} />;
    case 'list-of-lines':
      return (
        <LinesInput
          name={name}
          label={meta.label}
          description={meta.help}
          placeholder={meta.placeholder}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          error={error}
          disabled={disabled}
        />
      );
    case 'richtext':
      return (
        <RichTextInput
          name={name}
          label={meta.label}
          description={meta.help}
          value={text}
          onChange={onChange}
          error={error}
          disabled={disabled}
          required={required}
          uploadImage={
            resourceCalls(def).includes('upload')
              ? { upload: (file) => resourceClient(def).upload(name, file), maxBytes: RICH_TEXT_IMAGE_MAX_BYTES }
              : undefined
          }
        />
      );
    case 'image':
      return (
        <ImageUploadInput
          name={name}
          label={meta.label}
          description={meta.help}
          hint={meta.image?.hint}
          maxBytes={meta.image?.maxBytes ?? DEFAULT_IMAGE_BYTES}
          value={text}
          onChange={onChange}
          upload={(file) => resourceClient(def).upload(name, file)}
          error={error}
          disabled={disabled}
        />
      );
    case 'document':
      return (
        <ImageUploadInput
          kind="pdf"
          name={name}
          label={meta.label}
          description={meta.help}
          hint={meta.document?.hint}
          maxBytes={meta.document?.maxBytes ?? DEFAULT_DOCUMENT_BYTES}
          value={text}
          onChange={onChange}
          upload={(file) => resourceClient(def).upload(name, file)}
          error={error}
          disabled={disabled}
        />
      );
    // Child records arrive from outside the console (a placement's picks): shown, not typed.
    case 'rows':
      return (
        <RowsTable
          label={meta.label}
          columns={meta.rows?.columns ?? []}
          rows={Array.isArray(value) ? (value as Record<string, unknown>[]) : []}
        />
      );
  }
}
