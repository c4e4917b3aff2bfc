import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { saveFile } from '@/lib/save-file.ts';

/**
 * Every row the list's search and filters match (not only this page), as a CSV file: `download`
 * asks the server for it with the list's parameters.
 */
export function ExportButton({ download }: { download: () => Promise<{ blob: Blob; filename: string }> }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const { blob, filename } = await download();
      saveFile(blob, filename);
      notify.success('Export ready', `${filename} is downloading.`);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Export failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="gray"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void run()}
      data-testid="export-csv"
    >
      Export CSV
    </Button>
  );
}
