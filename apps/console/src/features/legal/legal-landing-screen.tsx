import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFileText, IconLock, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { can } from '@rc/contract/permissions';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { formatDate } from '@/lib/date-formats.ts';
import { plainText } from '@/lib/rich-text.ts';
import { usePermissions } from '@/lib/session-store.ts';
import { useCurrentVersions, type CurrentVersion } from './legal-api.ts';
import classes from './legal-landing.module.css';

const DOCUMENT_NAMES: Record<string, string> = {
  TERMS_OF_SERVICE: 'Terms of service',
  PRIVACY_POLICY: 'Privacy policy',
  DISCLAIMER: 'Disclaimer',
  RISK_DISCLOSURE: 'Risk disclosure',
};

/** Legal: the two kinds of legal text, each with what is in force now. */
export function LegalLandingScreen() {
  const permissions = usePermissions();
  const canDisclosure = can(permissions, 'CIRCLEDISCLOSURE', 'read');
  const canInformation = can(permissions, 'LEGALINFORMATION', 'read');
  const disclosure = useCurrentVersions('circle-disclosure', canDisclosure);
  const information = useCurrentVersions('legal-information', canInformation);
  const current = disclosure.data?.data[0];

  return (
    <>
      <PageHeader
        title="Legal"
        description="The texts readers agree to and see beside research. Every change is published as a new version."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LegalCard
          testId="legal-card-disclosure"
          icon={<IconShieldCheck size={22} />}
          colour="secondary"
          title="Circle disclosure"
          text="The disclosure shown under every Circle article."
          allowed={canDisclosure}
          to={ROUTES.LegalCircleDisclosure.path}
          action={
            can(permissions, 'CIRCLEDISCLOSURE', 'write') ? (
              <Button component={Link} to={ROUTES.LegalCircleDisclosureNew.path} variant="gray" size="xs">
                Publish new version
              </Button>
            ) : null
          }
        >
          {disclosure.isPending ? (
            <Skeleton height={52} radius="md" />
          ) : current ? (
            <Stack gap="sm">
              <Row
                title={`Version ${current.version_number}`}
                note={`In force since ${formatDate(current.effective_from)}`}
                badge="Current"
              />
              <Text size="sm" c="dark.4" lineClamp={5} className={classes.excerpt}>
                {plainText(current.content ?? '')}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No version published yet.
            </Text>
          )}
        </LegalCard>
        <LegalCard
          testId="legal-card-information"
          icon={<IconFileText size={22} />}
          colour="primary"
          title="Legal information"
          text="Terms of service, privacy policy, disclaimer and risk disclosure."
          allowed={canInformation}
          to={ROUTES.LegalInformation.path}
        >
          {information.isPending ? (
            <Skeleton height={120} radius="md" />
          ) : (
            <Stack gap={6}>
              {(information.data?.data ?? []).map((doc: CurrentVersion) => (
                <UnstyledButton
                  key={doc.id}
                  component={Link}
                  to={`${ROUTES.LegalInformationEditor.path}?id=${doc.id}`}
                  className={classes.doc}
                >
                  <Row
                    title={DOCUMENT_NAMES[doc.document_type ?? ''] ?? doc.title ?? 'Document'}
                    note={`Version ${doc.version_number} · in force since ${formatDate(doc.effective_from)}`}
                  />
                  <IconChevronRight size={16} color="var(--mantine-color-gray-5)" />
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </LegalCard>
      </SimpleGrid>
    </>
  );
}

function Row({ title, note, badge }: { title: string; note: string; badge?: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {badge ? (
          <Badge size="xs" color="primary" variant="light">
            {badge}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </div>
  );
}

function LegalCard({
  icon,
  colour,
  title,
  text,
  allowed,
  to,
  action,
  children,
  testId,
}: {
  icon: ReactNode;
  colour: string;
  title: string;
  text: string;
  allowed: boolean;
  to: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} data-testid={testId} className={classes.card}>
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={allowed ? colour : 'gray'} size={44} radius="md" aria-hidden="true">
            {allowed ? icon : <IconLock size={22} />}
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              {text}
            </Text>
          </div>
        </Group>
        {allowed ? (
          <>
            <div className={classes.body}>{children}</div>
            <Group justify="space-between" mt="auto">
              <Button component={Link} to={to} variant="primary" size="xs" rightSection={<IconChevronRight size={14} />}>
                {title === 'Legal information' ? 'All documents and versions' : 'All versions'}
              </Button>
              {action}
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Your role does not include this text. Ask an owner if you need it.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
