import { Menu, Text } from '@mantine/core';
import { IconChevronDown, IconWand } from '@tabler/icons-react';
import { STAFF_ROLES, type StaffRole } from '@rc/contract/roles';
import { Button } from '@/components/button.tsx';

/** DOMAIN.md's presets, in words. */
export const PRESET_TEXT: Record<StaffRole, { label: string; text: string }> = {
  owner: { label: 'Owner', text: 'Everything' },
  admin: { label: 'Admin', text: 'Everything but approving permission changes' },
  writter: { label: 'Writter', text: 'Read, write and update content; dashboard views' },
  auditor: { label: 'Auditor', text: 'Read and approve content; dashboard views' },
};

/** "Apply role preset": replaces the ticked boxes with a role's set (as far as the editor may grant). */
export function PermissionPresetMenu({ disabled, onApply }: { disabled: boolean; onApply: (role: StaffRole) => void }) {
  return (
    <Menu position="bottom-end" width={300} shadow="md" radius="md" disabled={disabled}>
      <Menu.Target>
        <Button
          variant="gray"
          leftSection={<IconWand size={16} />}
          rightSection={<IconChevronDown size={14} />}
          disabled={disabled}
          data-testid="apply-preset"
        >
          Apply role preset
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Replace the ticked boxes with</Menu.Label>
        {STAFF_ROLES.map((role) => (
          <Menu.Item key={role} onClick={() => onApply(role)} data-testid={`preset-${role}`}>
            <Text size="sm" fw={600}>
              {PRESET_TEXT[role].label}
            </Text>
            <Text size="xs" c="dimmed">
              {PRESET_TEXT[role].text}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
