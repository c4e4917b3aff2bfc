import { Alert, Drawer, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { GUEST, PREVIEW_AREA_SETTINGS, type PreviewArea } from '@rc/contract/reader-preview';
import { errorMessage } from '@/lib/api-error.ts';
import { useReaderPreview, useReaderPreviewContext } from '@/lib/reader-preview-api.ts';
import { ReaderPreviewView } from './reader-preview-view.tsx';

/**
 * "Preview as" for one saved record, from anywhere a row is shown (the editorial desk, a list):
 * the server's answer for the chosen reader. Open while `id` is set; `onClose` clears it.
 */
export function ReaderPreviewDrawer({ area, id, onClose }: { area: PreviewArea; id: number | null; onClose: () => void }) {
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="min(620px, 100vw)"
      padding="md"
      title={
        <Group gap="xs">
          <IconEye size={18} />
          <Text fw={650}>Preview as reader</Text>
          <Text size="sm" c="dimmed">
            · {PREVIEW_AREA_SETTINGS[area].label}
          </Text>
        </Group>
      }
      data-testid="reader-preview-drawer"
    >
      {id !== null ? <DrawerPreview key={`${area}-${id}`} area={area} id={id} /> : null}
    </Drawer>
  );
}

function DrawerPreview({ area, id }: { area: PreviewArea; id: number }) {
  const [as, setAs] = useState<string>(GUEST);
  const context = useReaderPreviewContext(area);
  const preview = useReaderPreview(area, id, as);
  const error = preview.error ?? context.error;
  if (error) {
    return (
      <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="The preview could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  }
  return <ReaderPreviewView preview={preview.data ?? null} plans={context.data?.plans ?? []} as={as} onAsChange={setAs} />;
}
