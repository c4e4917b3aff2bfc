import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { PASSWORD_RULES } from '@rc/contract/password';

/** The password strength rules, ticked live as the user types (before submit). */
export function PasswordRules({ value, id }: { value: string; id?: string }) {
  return (
    <div id={id}>
      <Text size="xs" fw={600} c="dimmed" mb={6}>
        Your password needs
      </Text>
      <List spacing={4} size="sm" center aria-live="polite">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(value);
          return (
            <List.Item
              key={rule.id}
              data-rule={rule.id}
              data-met={met}
              icon={
                <ThemeIcon size={18} radius="xl" color={met ? 'primary' : 'gray'} variant={met ? 'filled' : 'light'}>
                  {met ? <IconCheck size={12} stroke={3} /> : <IconPointFilled size={10} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={met ? 'primary.8' : 'dimmed'}>
                {rule.label}
                <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
