import { Alert, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useEffect } from 'react';
import { SectionCard } from '@/components/section-card.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { choiceSource, useReferenceLabel } from '@/lib/reference-choices.ts';
import { audienceOf, useAudienceCount, type Audience } from './campaign-api.ts';
import { markUnsaved } from './campaign-draft-store.ts';
import { CAMPAIGN_KINDS, clientCount, type CampaignKind, type CampaignName } from './campaign-kinds.ts';

/** The props the editor gives a live preview (ResourceExtensions.livePreview). */
export type AudiencePreviewProps = {
  def: { name: string };
  record: Readonly<Record<string, unknown>> | null;
  values: Readonly<Record<string, unknown>>;
  dirty: boolean;
};

/** Typing in the plans is not a call per keystroke. */
const AUDIENCE_DEBOUNCE_MS = 350;

const RESEARCH = { resource: 'algo-research', valueField: 'id', labelField: 'title' } as const;

/**
 * Beside a campaign's form, kept in step with it: how many clients its audience holds now, and
 * what the message is followed by. The count is asked again (debounced) as the audience changes.
 */
export function AudiencePreview({ def, record, values, dirty }: AudiencePreviewProps) {
  const kind = CAMPAIGN_KINDS[def.name as CampaignName];
  const id = typeof record?.id === 'number' ? record.id : null;
  useEffect(() => {
    if (id === null) return;
    markUnsaved(id, dirty);
    return () => markUnsaved(id, false);
  }, [id, dirty]);
  // Once sent or scheduled, the delivery card has the real figures; a forecast would only confuse.
  if (!kind || (record && record.status !== 'DRAFT')) return null;
  const audience = audienceOf(values);
  const plansMissing = values.audience === 'PLANS' && audience.plans.length === 0;
  return (
    <SectionCard
      title="Audience"
      description={dirty || !record ? 'Follows the form as you change it.' : 'Counted now, and again when sending starts.'}
      data-testid="audience-preview"
    >
      <Stack gap="md">
        {plansMissing ? (
          <Text size="sm" c="dimmed" data-testid="audience-size">
            Choose at least one plan to count the audience.
          </Text>
        ) : (
          <AudienceSize kind={kind} audience={audience} />
        )}
        <Text size="xs" c="dimmed">
          {kind.audienceNote}
        </Text>
        {kind.name === 'research-blast' ? <BlastFollowUp researchId={values.research_id} /> : <EditionBlocks values={values} />}
      </Stack>
    </SectionCard>
  );
}

function AudienceSize({ kind, audience }: { kind: CampaignKind; audience: Audience }) {
  const key = JSON.stringify(audience);
  const [settled] = useDebouncedValue(key, AUDIENCE_DEBOUNCE_MS);
  const count = useAudienceCount(kind.name, JSON.parse(settled) as Audience);
  if (count.isError)
    return (
      <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="The audience could not be counted">
        {errorMessage(count.error)}
      </Alert>
    );
  const total = count.data?.total;
  const waiting = count.isFetching || settled !== key;
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <ThemeIcon variant="light" color="secondary" size={38} radius="md" aria-hidden="true">
        <IconUsers size={20} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }} aria-live="polite" aria-busy={waiting}>
        {total === undefined ? (
          <Group gap={8}>
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              Counting the audience…
            </Text>
          </Group>
        ) : (
          <Text size="md" fw={650} data-testid="audience-size" style={{ opacity: waiting ? 0.6 : 1 }}>
            {total === 0 ? 'Nobody is in this audience yet' : `${clientCount(total)} will receive this`}
          </Text>
        )}
      </div>
    </Group>
  );
}

function BlastFollowUp({ researchId }: { researchId: unknown }) {
  const titleOf = useReferenceLabel(choiceSource('research-blast', 'research_id', RESEARCH), [researchId]);
  const linked = researchId !== null && researchId !== undefined && researchId !== '' && Number(researchId) > 0;
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={16} />} p="sm" data-testid="blast-follow-up">
      <Text size="sm">
        {linked ? (
          <>
            The title, summary and link of <strong>{titleOf(researchId)}</strong> follow the message.
          </>
        ) : (
          'The linked research’s title, summary and link follow the message. No research is linked yet: only the message goes out.'
        )}
      </Text>
    </Alert>
  );
}

function EditionBlocks({ values }: { values: Readonly<Record<string, unknown>> }) {
  const research = Array.isArray(values.research_ids) ? values.research_ids.length : 0;
  const news = Array.isArray(values.news_ids) ? values.news_ids.length : 0;
  const parts = [
    research ? `${research} Exclusive research ${research === 1 ? 'block' : 'blocks'}` : null,
    news ? `${news} Insight ${news === 1 ? 'block' : 'blocks'}` : null,
  ].filter(Boolean);
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={16} />} p="sm" data-testid="edition-blocks">
      <Text size="sm">
        {parts.length > 0
          ? `The body is followed by ${parts.join(' and ')}, ${research + news === 1 ? 'with' : 'each with'} its title, summary and link.`
          : 'No research or Insight featured yet: only the body goes out.'}
      </Text>
    </Alert>
  );
}
