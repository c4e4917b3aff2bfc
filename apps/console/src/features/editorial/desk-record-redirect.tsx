import { IconFileUnknown, IconLock } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { parseDeskRecordId } from '@rc/contract/editorial';
import { can } from '@rc/contract/permissions';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { StatusPage } from '@/components/status-page.tsx';
import { usePermissions } from '@/lib/session-store.ts';
import { deskArea, editorPath } from './desk-areas.ts';

const backToDesk = (
  <Button component={Link} to={ROUTES.Research.path} variant="gray">
    Back to the desk
  </Button>
);

/**
 * ResearchEditorExisting (`/research/editor/existing/{area}-{id}`, e.g. `algo-research-12`): the
 * desk's link to a record, which opens in its area's own editor (the address is replaced, so Back
 * returns to the desk).
 */
export function DeskRecordRedirect() {
  const { id = '' } = useParams();
  const permissions = usePermissions();
  const target = parseDeskRecordId(id);
  const area = target ? deskArea(target.area) : undefined;
  const to = target ? editorPath(target.area, target.id) : null;
  if (!target || !area || !to) {
    return (
      <StatusPage
        testId="desk-record-unknown"
        icon={<IconFileUnknown size={30} stroke={1.6} />}
        colour="warning"
        eyebrow="Link not recognised"
        title="This link does not name a record of the desk"
        text="Desk links name the area and the record, such as algo-research-12 or circle-research-7."
        actions={backToDesk}
      />
    );
  }
  if (!can(permissions, area.module, 'read')) {
    return (
      <StatusPage
        testId="desk-record-forbidden"
        icon={<IconLock size={30} stroke={1.6} />}
        colour="warning"
        eyebrow="Access restricted"
        title={`You cannot open ${area.label}`}
        text="Your role does not include this area. If you need it for your work, ask an owner to update your permissions."
        actions={backToDesk}
      />
    );
  }
  return <Navigate to={to} replace />;
}
