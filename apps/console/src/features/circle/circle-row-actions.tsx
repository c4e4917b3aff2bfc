import { ActionIcon, Group, Menu } from '@mantine/core';
import {
  IconDots,
  IconEye,
  IconFileText,
  IconHistory,
  IconLock,
  IconMessageReply,
  IconPencil,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { RESPONSES_BY_STATUS, type CircleItem } from '@rc/contract/circle';
import { routePath } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import type { CircleAbilities } from './circle-abilities.ts';

export type CirclePanel = 'preview' | 'first' | 'second' | 'history';

export type RowHandlers = {
  open: (item: CircleItem, panel: CirclePanel) => void;
  respond: (item: CircleItem, initial: 'APPROVED' | 'REVISION') => void;
  trash: (item: CircleItem) => void;
  restore: (item: CircleItem) => void;
};

/**
 * One article's actions: the response first when it waits for one (approve, or respond with a
 * note), restore in the trash, and the rest in a menu: preview, each content part, history, edit,
 * delete. Only what the person may do is offered; the server checks again.
 */
export function CircleRowActions({
  item,
  abilities,
  handlers,
  busy,
}: {
  item: CircleItem;
  abilities: CircleAbilities;
  handlers: RowHandlers;
  busy?: boolean;
}) {
  const trashed = item.deleted_at !== null;
  const answerable = !trashed && RESPONSES_BY_STATUS[item.status].length > 0;
  const editable = !trashed && (item.status === 'PENDING' || item.status === 'REQUEST');
  const label = `“${item.article_title}”`;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {trashed ? (
        abilities.delete ? (
          <Button
            size="xs"
            variant="gray"
            leftSection={<IconRestore size={14} />}
            onClick={() => handlers.restore(item)}
            loading={busy}
            data-testid="row-restore"
          >
            Restore
          </Button>
        ) : null
      ) : answerable && abilities.approval ? (
        <>
          <Button
            size="xs"
            onClick={() => handlers.respond(item, 'APPROVED')}
            data-testid="row-approve"
            aria-label={`Approve ${label}`}
          >
            Approve
          </Button>
          <Button
            size="xs"
            variant="gray"
            leftSection={<IconMessageReply size={14} />}
            onClick={() => handlers.respond(item, 'REVISION')}
            data-testid="row-respond"
            aria-label={`Respond to ${label}`}
          >
            Respond
          </Button>
        </>
      ) : (
        <Button
          size="xs"
          variant="plain"
          leftSection={<IconEye size={14} />}
          onClick={() => handlers.open(item, 'preview')}
          data-testid="row-preview"
        >
          Preview
        </Button>
      )}
      <Menu position="bottom-end" withinPortal shadow="md" width={210}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${label}`} data-testid="row-menu">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEye size={15} />} onClick={() => handlers.open(item, 'preview')}>
            Preview as reader
          </Menu.Item>
          <Menu.Item leftSection={<IconFileText size={15} />} onClick={() => handlers.open(item, 'first')}>
            Free content
          </Menu.Item>
          <Menu.Item leftSection={<IconLock size={15} />} onClick={() => handlers.open(item, 'second')}>
            Walled content
          </Menu.Item>
          <Menu.Item
            leftSection={<IconHistory size={15} />}
            onClick={() => handlers.open(item, 'history')}
            data-testid="menu-history"
          >
            History
          </Menu.Item>
          {abilities.update && editable ? (
            <Menu.Item
              leftSection={<IconPencil size={15} />}
              component={Link}
              to={routePath('CommunityResearchEditorExisting', { id: item.id })}
            >
              Edit before responding
            </Menu.Item>
          ) : null}
          {abilities.delete && !trashed ? (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={15} />}
                onClick={() => handlers.trash(item)}
                data-testid="menu-delete"
              >
                Delete
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
