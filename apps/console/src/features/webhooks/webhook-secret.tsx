import { ActionIcon, CopyButton, Paper, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The signing secret in a box the eye can read whole, with its copy button. */
export function WebhookSecret({ secret }: { secret: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="webhook-secret">
          {secret}
        </Text>
        <CopyButton value={secret} timeout={3000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy the secret'} withArrow>
              <ActionIcon
                onClick={copy}
                size="lg"
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : 'primary'}
                aria-label={copied ? 'Secret copied' : 'Copy the secret'}
                data-testid="webhook-copy"
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
