import { useState } from 'react';
import { Badge, Card, Group, Image, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { SLIDE_CONTENT_OPTIONS, type PublicSlide } from '@rc/contract/resources/hybrid-slider.resource';
import { api } from '@/lib/api-client.ts';
import { mediaUrl } from '@/lib/media.ts';
import { resourceKeys } from '@/lib/resource-api.ts';

/**
 * Above the slide list: the carousel as readers will see it at a chosen moment (now by default),
 * through the same rules as the public call (live slides with live content, in order).
 */
export function CarouselPreview() {
  const [at, setAt] = useState<Date | null>(null);
  const iso = at ? at.toISOString() : undefined;
  const query = useQuery({
    // Under the list's key: whatever refreshes the slides (a reorder, a trash) refreshes the preview.
    queryKey: [...resourceKeys.lists('hybrid-slider'), 'preview', iso],
    queryFn: ({ signal }) => api.get<PublicSlide[]>('/hybrid-slider/preview', { query: { at: iso }, signal }),
  });
  const slides = query.data ?? [];
  return (
    <Card withBorder shadow="xs" mb="md" data-testid="carousel-preview">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <div>
          <Text fw={600}>Carousel preview</Text>
          <Text size="sm" c="dimmed">
            What readers see {at ? 'at the chosen moment' : 'now'}: live slides whose content is published.
          </Text>
        </div>
        <DateTimePicker
          label="Show it at"
          placeholder="Now"
          value={at}
          onChange={(v) => setAt(v ? new Date(v) : null)}
          clearable
          valueFormat="DD MMM YYYY, HH:mm"
          w={230}
          data-testid="carousel-preview-at"
        />
      </Group>
      {query.isPending ? (
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={150} w={240} />
          <Skeleton h={150} w={240} />
        </Group>
      ) : slides.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="carousel-preview-empty">
          No slide shows at this moment.
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': 'Slides, scroll sideways' }}>
          <Group
            gap="sm"
            wrap="nowrap"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Slides in order"
          >
            {slides.map((slide, i) => {
              const kind = SLIDE_CONTENT_OPTIONS.find((o) => o.value === slide.content_type);
              return (
                <Card
                  key={slide.id}
                  component="li"
                  withBorder
                  p={0}
                  w={240}
                  style={{ flex: '0 0 auto' }}
                  data-testid="carousel-slide"
                >
                  {slide.image ? (
                    <Image src={mediaUrl(slide.image)} h={110} alt="" fit="cover" />
                  ) : (
                    <div style={{ height: 110, background: 'var(--mantine-color-gray-2)' }} />
                  )}
                  <Stack gap={4} p="xs">
                    <Group gap={6} wrap="nowrap">
                      <Text size="xs" c="dimmed">
                        {i + 1}
                      </Text>
                      {kind && (
                        <Badge size="xs" variant="light" color={kind.color}>
                          {kind.label}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" fw={600} lineClamp={2} data-testid="carousel-slide-title">
                      {slide.title}
                    </Text>
                    {slide.subtitle && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {slide.subtitle}
                      </Text>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </Group>
        </ScrollArea>
      )}
    </Card>
  );
}
