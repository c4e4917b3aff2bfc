import { NOTIFICATION_EMAIL, NOTIFICATION_KINDS, type NotificationKind } from '@rc/contract/notification';
import type { MailMessage } from '@/mail/mailer.ts';
import { areaLabel } from './notification-areas.ts';
import type { NotificationRow } from './notification.repository.ts';

/** Where a person changes their email choice: My Account. */
export const settingsLink = (publicUrl: string) => `${publicUrl}/user#notification-email`;

/**
 * `2026-12-01T01:00:00.000Z` in Asia/Jakarta → `1 Dec 2026, 08:00 WIB`: the zone as people there
 * name it (WIB, WITA, WIT in Indonesia; an offset such as GMT+1 elsewhere), as the console shows it.
 */
export function localTime(isoText: string, timeZone: string): string {
  const at = new Date(isoText);
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const zone = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${when} ${zone}` : when;
}

const kindLabel = (kind: string) => NOTIFICATION_KINDS[kind as NotificationKind] ?? kind;

/** One line block of a notification: what, which record, who and when, its note, its link. */
function describe(n: NotificationRow, publicUrl: string, timeZone: string): string[] {
  const who = n.actor_name ? ` by ${n.actor_name}` : '';
  return [
    `${kindLabel(n.kind)}: ${n.title}`,
    `${localTime(n.created_at, timeZone)}${who}`,
    ...(n.body ? [`"${n.body}"`] : []),
    `${publicUrl}${n.path}`,
  ];
}

const footer = (publicUrl: string, choice: keyof typeof NOTIFICATION_EMAIL) => [
  '',
  '--',
  `You receive this because your notification email is set to "${NOTIFICATION_EMAIL[choice]}". Change it on My Account:`,
  settingsLink(publicUrl),
];

/** The mail of one notification, for those who asked for an email per event. */
export function eventMail(p: { to: string; name: string; n: NotificationRow; publicUrl: string; timeZone: string }): MailMessage {
  return {
    to: p.to,
    subject: `${kindLabel(p.n.kind)}: ${p.n.title}`.slice(0, 200),
    text: [
      `Hello ${p.name},`,
      '',
      `${areaLabel(p.n.area)}`,
      ...describe(p.n, p.publicUrl, p.timeZone),
      ...footer(p.publicUrl, 'each'),
    ].join('\n'),
  };
}

/** The daily digest: what the person has not read yet, grouped by area, newest first within each. */
export function digestMail(p: {
  to: string;
  name: string;
  items: readonly NotificationRow[];
  publicUrl: string;
  timeZone: string;
}): MailMessage {
  const byArea = new Map<string, NotificationRow[]>();
  for (const n of p.items) byArea.set(n.area, [...(byArea.get(n.area) ?? []), n]);
  const sections = [...byArea.entries()].flatMap(([area, items]) => [
    '',
    `${areaLabel(area)} (${items.length})`,
    ...items.flatMap((n) => ['', ...describe(n, p.publicUrl, p.timeZone).map((line) => `  ${line}`)]),
  ]);
  const count = p.items.length;
  return {
    to: p.to,
    subject: `Research Console: ${count} unread notification${count === 1 ? '' : 's'}`,
    text: [
      `Hello ${p.name},`,
      '',
      `Here is what happened since your last digest and is still unread in Research Console.`,
      ...sections,
      '',
      `All notifications: ${p.publicUrl}/notifications`,
      ...footer(p.publicUrl, 'digest'),
    ].join('\n'),
  };
}
