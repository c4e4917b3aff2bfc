import type { MailMessage } from '@/mail/mailer.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-11-25T09:00:00.000Z` → `25 November 2026, 09:00 UTC` (mail readers are in many time zones). */
export function mailDate(isoText: string): string {
  const d = new Date(isoText);
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time} UTC`;
}

const ROLE_LABELS: Record<string, string> = { owner: 'an owner', admin: 'an admin', writter: 'a writter', auditor: 'an auditor' };

/** The invite link: the console's set-password screen, told that this is an invite. */
export const inviteLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}&invite=1`;
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

export function inviteMail(p: {
  to: string;
  name: string;
  role: string;
  inviter: string;
  link: string;
  expiresAt: string;
}): MailMessage {
  return {
    to: p.to,
    subject: `${p.inviter} invited you to Research Console`,
    text: [
      `Hello ${p.name},`,
      '',
      `${p.inviter} invited you to Research Console, the back office of the research platform, as ${ROLE_LABELS[p.role] ?? p.role}.`,
      'Choose your password to activate your account:',
      '',
      p.link,
      '',
      `The link works once and expires in 72 hours, on ${mailDate(p.expiresAt)}. If it has expired, ask ${p.inviter} to send a new invite.`,
      '',
      'If you did not expect this invitation, you can ignore this message.',
    ].join('\n'),
  };
}

export function staffResetMail(p: { to: string; name: string; actor: string; link: string; expiresAt: string }): MailMessage {
  return {
    to: p.to,
    subject: 'Reset your Research Console password',
    text: [
      `Hello ${p.name},`,
      '',
      `${p.actor} sent you a link to choose a new password for your Research Console account:`,
      '',
      p.link,
      '',
      `The link works once, until ${mailDate(p.expiresAt)}. Your current password keeps working until you set a new one.`,
      `If you did not ask for this, tell ${p.actor} or another owner.`,
    ].join('\n'),
  };
}
