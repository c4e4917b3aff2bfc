import { Grid, Group, Input, SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconLink } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { GENDERS, type Gender } from '@rc/contract/roles';
import { updateProfileBodySchema, type Profile } from '@rc/contract/profile';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { setProfile } from '@/lib/session-store.ts';
import { updateProfile } from './profile-api.ts';

const TEXT_FIELDS = [
  'fullname',
  'phone',
  'alamat',
  'npwp',
  'instagram',
  'linkedin',
  'twitter',
  'link_others',
  'short_bio',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string> & { gender: Gender };

const SHORT_BIO_MAX = 1000;

function valuesOf(profile: Profile): Values {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<TextField, string>;
  return { ...values, gender: profile.gender };
}

/** The staff member's own profile: checked in the browser with the same schema the server uses. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [saved, setSaved] = useState<Values>(() => valuesOf(profile));
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const dirty = (Object.keys(values) as (keyof Values)[]).some((key) => values[key] !== saved[key]);
  const guard = useUnsavedChangesGuard(dirty && !submitting);

  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateProfileBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      notify.error('Check the highlighted fields', 'Some details need fixing before they can be saved.');
      return;
    }
    setSubmitting(true);
    try {
      // Send what the person typed (the server trims and turns blanks into "not set" the same way).
      const updated = await updateProfile(values);
      setProfile(updated);
      const next = valuesOf(updated);
      setSaved(next);
      setValues(next);
      setErrors({});
      notify.success('Profile updated', 'Your changes have been saved.');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (!(isApiError(error) && error.handled)) notify.error('Profile not saved', errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <SectionCard
      title="Profile details"
      description="How you appear to colleagues and, for contributors, to readers."
      data-testid="profile-form"
    >
      <form onSubmit={onSubmit} noValidate aria-label="Profile details">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Full name" required autoComplete="name" {...text('fullname')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Email"
              value={profile.email}
              readOnly
              disabled
              description="Ask an owner to change your sign-in email."
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="+62 812 3456 7890" {...text('phone')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Input.Wrapper label="Gender" error={errors.gender}>
              <SegmentedControl
                fullWidth
                mt={4}
                value={values.gender}
                onChange={(value) => setValues((current) => ({ ...current, gender: value as Gender }))}
                data={GENDERS.map((gender) => ({ value: gender, label: gender === 'male' ? 'Male' : 'Female' }))}
                aria-label="Gender"
              />
            </Input.Wrapper>
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label="Address" autoComplete="street-address" autosize minRows={2} maxRows={5} {...text('alamat')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="NPWP" description="Tax ID: 15 or 16 digits" placeholder="01.234.567.8-901.000" {...text('npwp')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Instagram"
              placeholder="https://instagram.com/…"
              leftSection={<IconBrandInstagram size={16} />}
              {...text('instagram')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="LinkedIn"
              placeholder="https://linkedin.com/in/…"
              leftSection={<IconBrandLinkedin size={16} />}
              {...text('linkedin')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Twitter"
              placeholder="https://x.com/…"
              leftSection={<IconBrandX size={16} />}
              {...text('twitter')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Other link" placeholder="https://…" leftSection={<IconLink size={16} />} {...text('link_others')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Short bio"
              autosize
              minRows={3}
              maxRows={8}
              description={`${values.short_bio.length} / ${SHORT_BIO_MAX} characters`}
              {...text('short_bio')}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" mt="xl">
          <Button
            variant="plain"
            disabled={!dirty || submitting}
            onClick={() => {
              setValues(saved);
              setErrors({});
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" loading={submitting} disabled={!dirty}>
            Save changes
          </Button>
        </Group>
        {guard.dialog}
      </form>
    </SectionCard>
  );
}
