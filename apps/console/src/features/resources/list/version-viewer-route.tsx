import { IconCopy, IconEdit } from '@tabler/icons-react';
import { Link, type SetURLSearchParams } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { useResourceAccess } from '../resource-access.ts';
import { useResourceDetail } from '@/lib/resource-api.ts';
import { newRecordPath, recordPath } from '../resource-paths.ts';
import { VersionViewer } from '../version-viewer.tsx';

/** The read-only drawer of one version, open while the address says `?view=<id>`. */
export function VersionViewerRoute({
  def,
  search,
  setSearch,
}: {
  def: AnyResourceDefinition;
  search: URLSearchParams;
  setSearch: SetURLSearchParams;
}) {
  const access = useResourceAccess(def);
  const raw = search.get('view');
  const id = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const detail = useResourceDetail(def, id);
  const record = detail.data;
  const current = record && def.versioned ? record[def.versioned.currentField] === true : false;
  const close = () =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('view');
      return next;
    });
  const fromPath = record ? newRecordPath(def, record.id) : null;
  const editPath = record && current && def.screens.edit ? recordPath(def.screens.edit, record.id) : null;

  return (
    <VersionViewer
      def={def}
      record={record}
      loading={detail.isPending && id !== null}
      opened={id !== null}
      onClose={close}
      actions={
        record && !record.deleted_at && (access.write || access.update) ? (
          editPath && access.update ? (
            <Button component={Link} to={editPath} leftSection={<IconEdit size={16} />}>
              Edit and publish a new version
            </Button>
          ) : fromPath && access.write ? (
            <Button
              component={Link}
              to={fromPath}
              variant={current ? 'primary' : 'secondary'}
              leftSection={<IconCopy size={16} />}
            >
              {current ? 'Publish a new version from this one' : 'Start a new version from this one'}
            </Button>
          ) : null
        ) : null
      }
    />
  );
}
