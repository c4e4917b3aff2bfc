import { CIRCLE_HISTORY_ACTIONS, type CircleHistoryEntry } from '@rc/contract/circle';
import type { ResourceModel } from '@/resources/resource-model.ts';
import type { HistoryRow } from './circle.repository.ts';

/** Long values (article bodies) are shown as their first words: the timeline is not a diff tool. */
const MAX_SHOWN = 280;

function parse(json: string | null): Record<string, unknown> {
  if (!json) return {};
  const value = JSON.parse(json) as unknown;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function shown(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const plain = value.includes('<')
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : value;
  return plain.length > MAX_SHOWN ? `${plain.slice(0, MAX_SHOWN)}…` : plain;
}

/**
 * One audit entry as a timeline step. Staff act with their own id; an entry without an actor is
 * the article's contributor, the only other party that can change it (through the public call).
 */
export function toHistoryEntry(
  row: HistoryRow,
  model: ResourceModel,
  contributor: { id: number; fullname: string } | null,
): CircleHistoryEntry {
  const before = parse(row.before);
  const after = parse(row.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'status');
  const label = CIRCLE_HISTORY_ACTIONS[row.action as keyof typeof CIRCLE_HISTORY_ACTIONS] ?? row.action;
  return {
    id: row.id,
    action: row.action,
    label,
    at: row.created_at,
    actor:
      row.actor_id !== null
        ? { kind: 'staff', id: row.actor_id, fullname: row.fullname ?? 'Former staff member' }
        : contributor && { kind: 'contributor', ...contributor },
    note: row.note,
    from_status: typeof before.status === 'string' ? before.status : null,
    to_status: typeof after.status === 'string' ? after.status : null,
    changes: keys.map((field) => ({
      field,
      label: model.label(field),
      before: shown(before[field]),
      after: shown(after[field]),
    })),
  };
}
