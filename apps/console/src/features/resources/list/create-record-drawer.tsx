import { Drawer, Group, Text } from '@mantine/core';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { EditorForm } from '../editor/editor-form.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';

/**
 * A new record of a resource that has no editor screen of its own (master stocks, indices, daily
 * data: rows mostly loaded by CSV import), made in a drawer beside its list with the definition's
 * form, checks and field messages. The drawer closes once the record is created.
 */
export function CreateRecordDrawer({
  def,
  opened,
  onClose,
}: {
  def: AnyResourceDefinition;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Text fw={650} size="lg">
          New {def.labels.singular.toLowerCase()}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="create-drawer"
    >
      {/* A fresh form each time the drawer opens. */}
      {opened ? <CreateForm def={def} onCreated={onClose} onCancel={onClose} /> : null}
    </Drawer>
  );
}

function CreateForm({ def, onCreated, onCancel }: { def: AnyResourceDefinition; onCreated: () => void; onCancel: () => void }) {
  const editor = useResourceEditor({ def, record: null, onSaved: onCreated });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <EditorForm
        def={def}
        values={editor.values}
        errors={editor.errors}
        onChange={editor.setField}
        record={null}
        disabled={editor.saving}
      />
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="gray" onClick={onCancel} disabled={editor.saving}>
          Cancel
        </Button>
        <Button type="submit" loading={editor.saving} data-testid="create-drawer-submit">
          Create
        </Button>
      </Group>
    </form>
  );
}
