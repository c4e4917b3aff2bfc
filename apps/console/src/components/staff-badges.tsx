import { Badge, type BadgeProps } from '@mantine/core';

const ROLE_COLOURS: Record<string, string> = { owner: 'primary', admin: 'secondary', writter: 'warning', auditor: 'gray' };
const STATUS: Record<string, { colour: string; label: string }> = {
  ACTIVE: { colour: 'primary', label: 'Active' },
  INVITED: { colour: 'secondary', label: 'Invited' },
  SUSPENDED: { colour: 'danger', label: 'Suspended' },
};

/** A staff member's role, coloured the same on every screen. */
export function RoleBadge({ role, ...props }: BadgeProps & { role: string }) {
  return (
    <Badge variant="light" color={ROLE_COLOURS[role] ?? 'gray'} tt="capitalize" {...props}>
      {role}
    </Badge>
  );
}

/** ACTIVE, INVITED or SUSPENDED (staff) / ACTIVE or SUSPENDED (clients), as a dot badge. */
export function StatusBadge({ status, ...props }: BadgeProps & { status: string }) {
  const look = STATUS[status] ?? { colour: 'gray', label: status };
  return (
    <Badge variant="dot" color={look.colour} tt="none" {...props}>
      {look.label}
    </Badge>
  );
}
