import type { NotificationKind } from '@rc/contract/notification';
import type { Notifier } from '@/context.ts';
import type { RecordEvent } from '@/resources/record-events.ts';
import { createNotificationRepository } from './notification.repository.ts';
import { recordConsolePath } from './notification-areas.ts';

/** Workflow steps that ask a reviewer to look: a submission, a resubmission, a change to published content. */
const SUBMITTED = new Set(['submit', 'request-change']);

/** Review outcomes told to the author and the last editor, by the step's history name. */
const OUTCOMES: Readonly<Record<string, NotificationKind>> = {
  'request-revision': 'sent-back',
  reject: 'rejected',
  approve: 'approved',
  'approve-scheduled': 'scheduled',
  publish: 'published',
  'approve-change': 'change-applied',
  'reject-change': 'change-dropped',
};

/**
 * Who is told of a workflow step (docs/domain.md, "Notifications"): a submission goes to every
 * active staff member holding approval on the area's module except its author; a review's outcome
 * and the Scheduler's publication go to the author and the last editor. The actor is never told of
 * their own step. One notification per step and recipient: the event is named by the record, the
 * step and the version the step made.
 */
export function workflowNotifications(notifier: Notifier) {
  return async (event: RecordEvent): Promise<void> => {
    const wf = event.model.workflow;
    if (!wf) return;
    const submitted = SUBMITTED.has(event.step);
    const outcome = OUTCOMES[event.step];
    if (!submitted && !outcome) return;
    const { record, trx } = event;
    const def = event.model.def;
    const title = String(record[def.titleField] ?? `${def.labels.singular} #${record.id}`).slice(0, 300);
    const author = typeof record.created_by === 'number' ? record.created_by : null;
    const recipients = submitted
      ? (await createNotificationRepository(trx).holders([wf.module], 'approval')).filter((id) => id !== author)
      : [author, await event.lastEditor()];
    await notifier.notify(
      trx,
      recipients,
      {
        kind: submitted ? 'submitted' : outcome!,
        area: def.name,
        record_id: record.id,
        title,
        body: bodyOf(event, submitted),
        path: recordConsolePath(def, record.id),
        actor_id: event.actorId,
        actor_name: event.actorName,
        event_key: `${def.name}:${record.id}:${event.step}:${record.version}`,
      },
      event.now,
    );
  };
}

function bodyOf(event: RecordEvent, submitted: boolean): string | null {
  if (event.note) return event.note.slice(0, 2000);
  return submitted && event.step === 'request-change' ? 'A change to the published version waits for review.' : null;
}
