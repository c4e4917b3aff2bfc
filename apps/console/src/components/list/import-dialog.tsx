import { Alert, FileInput, Group, Modal, Progress, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportEncoding, ImportReport } from '@rc/contract/resources/resource-wire';
import { Button } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { saveFile } from '@/lib/save-file.ts';
import { REPORT_TABLE_ROWS, importErrorsCsv } from './import-report.ts';
import { formatCount } from '@/lib/numbers.ts';

type Step =
  | { kind: 'choose' }
  | { kind: 'busy'; writing: boolean }
  | { kind: 'report'; report: ImportReport }
  | { kind: 'done'; report: ImportReport };

export type ImportDialogProps = {
  /** The resource's plural, for the title ("Import daily stock data"). */
  plural: string;
  /** The natural key, named for the person ("ticker and date"). */
  keyLabel: string;
  columns: readonly string[];
  send: (file: File, dryRun: boolean, onProgress: (fraction: number) => void, encoding: ImportEncoding) => Promise<ImportReport>;
  onImported: () => void;
};

const count = formatCount;

/** The encodings a person picks from: UTF-8, or what older spreadsheets save "CSV (Comma delimited)" in. */
const ENCODINGS: { value: ImportEncoding; label: string }[] = [
  { value: 'utf-8', label: 'UTF-8 (CSV UTF-8)' },
  { value: 'windows-1252', label: 'Windows-1252 (older Excel CSV)' },
];

/** A 400 of a real run carries the same report as a dry run. */
function reportOf(error: unknown): ImportReport | null {
  return isApiError(error) ? ((error.body as { report?: ImportReport } | null)?.report ?? null) : null;
}

/**
 * CSV import in two steps: the file is uploaded and checked (a progress bar while it goes up), the
 * report shows every problem by row and column, and only a clean file can then be imported, after
 * a confirmation, which uploads it again and writes it all or nothing.
 */
export function ImportButton(props: ImportDialogProps) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ImportEncoding>('utf-8');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [progress, setProgress] = useState(0);

  const close = () => {
    setOpen(false);
    setFile(null);
    setEncoding('utf-8');
    setStep({ kind: 'choose' });
  };

  async function run(dryRun: boolean) {
    if (!file) return;
    setProgress(0);
    setStep({ kind: 'busy', writing: !dryRun });
    try {
      const report = await props.send(file, dryRun, setProgress, encoding);
      setStep(dryRun ? { kind: 'report', report } : { kind: 'done', report });
      if (!dryRun) {
        props.onImported();
        notify.success('Import finished', `${count(report.inserted ?? 0)} added, ${count(report.updated ?? 0)} updated.`);
      }
    } catch (error) {
      const report = reportOf(error);
      if (report) return setStep({ kind: 'report', report });
      setStep({ kind: 'choose' });
      if (!(isApiError(error) && error.handled)) notify.error('The file was not imported', errorMessage(error));
    }
  }

  const report = step.kind === 'report' || step.kind === 'done' ? step.report : null;
  const clean = report !== null && report.errors_total === 0;
  return (
    <>
      <Button variant="gray" leftSection={<IconUpload size={16} />} onClick={() => setOpen(true)} data-testid="import-open">
        Import CSV
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={`Import ${props.plural.toLowerCase()}`}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
        data-testid="import-dialog"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A CSV file with a header row (comma or semicolon separated, columns in any order): {props.columns.join(', ')}. Rows
            are added, or update the record with the same {props.keyLabel}. Nothing is written until the whole file is valid.
          </Text>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              setStep({ kind: 'choose' });
            }}
            disabled={step.kind === 'busy'}
            data-testid="import-file"
          />
          <Select
            label="File encoding"
            description="Older Excel versions save “CSV (Comma delimited)” in Windows-1252."
            data={ENCODINGS}
            value={encoding}
            onChange={(next) => {
              setEncoding((next as ImportEncoding | null) ?? 'utf-8');
              setStep({ kind: 'choose' });
            }}
            allowDeselect={false}
            disabled={step.kind === 'busy'}
            data-testid="import-encoding"
          />
          {step.kind === 'busy' ? (
            <Stack gap={4}>
              <Progress value={progress * 100} animated={progress >= 1} aria-label="Upload progress" />
              <Text size="xs" c="dimmed">
                {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : step.writing ? 'Writing…' : 'Checking every row…'}
              </Text>
            </Stack>
          ) : null}
          {report ? <ImportReportView report={report} done={step.kind === 'done'} /> : null}
          <Group justify="flex-end">
            <Button variant="plain" onClick={close}>
              {step.kind === 'done' ? 'Close' : 'Cancel'}
            </Button>
            {step.kind !== 'done' && !clean ? (
              <Button onClick={() => void run(true)} disabled={!file} loading={step.kind === 'busy'} data-testid="import-check">
                Check file
              </Button>
            ) : null}
            {step.kind === 'report' && clean ? (
              <Button onClick={() => void run(false)} data-testid="import-confirm">
                Import {count(step.report.rows)} rows
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ImportReportView({ report, done }: { report: ImportReport; done: boolean }) {
  if (done)
    return (
      <Alert color="teal" title="Imported" data-testid="import-result">
        {count(report.rows)} rows: {count(report.inserted ?? 0)} added, {count(report.updated ?? 0)} updated.
      </Alert>
    );
  if (report.errors_total === 0)
    return (
      <Alert color="teal" title="The file is valid" data-testid="import-valid">
        All {count(report.rows)} rows passed every check. Import them to write them.
      </Alert>
    );
  const shown = report.errors.slice(0, REPORT_TABLE_ROWS);
  return (
    <Stack gap="xs" data-testid="import-report">
      <Alert color="red" title={`${count(report.errors_total)} problem${report.errors_total === 1 ? '' : 's'} found`}>
        {count(report.valid)} of {count(report.rows)} rows are valid. Nothing has been written: fix the file and check it again.
        {report.errors_total > shown.length ? ` The table shows the first ${count(shown.length)}; download the full report.` : ''}
      </Alert>
      <ScrollArea.Autosize mah={320}>
        <Table striped withTableBorder stickyHeader fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th w={140}>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{e.row}</Table.Td>
                <Table.Td ff="monospace">{e.column || '—'}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group>
        <Button variant="gray" size="xs" onClick={() => saveFile(importErrorsCsv(report.errors), 'import-errors.csv')}>
          Download the full report (CSV)
        </Button>
      </Group>
    </Stack>
  );
}
