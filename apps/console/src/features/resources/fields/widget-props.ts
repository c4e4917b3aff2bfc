import type { FieldMeta } from '@rc/contract/resources/resource';

/** What every field widget of the generic editor receives. */
export type WidgetProps<V> = {
  name: string;
  meta: FieldMeta;
  value: V;
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
};
