import { FileButton, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES, type Profile } from '@rc/contract/profile';
import defaultAvatar from '@/assets/default-avatar.svg';
import { Button } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { mediaUrl } from '@/lib/media.ts';
import { notify } from '@/lib/notify.ts';
import { setProfile } from '@/lib/session-store.ts';
import { uploadThumbnail } from './profile-api.ts';
import classes from './profile-photo.module.css';

const ACCEPT = THUMBNAIL_TYPES.join(',');
const MAX_MB = THUMBNAIL_MAX_BYTES / (1024 * 1024);

/** Check a picked file the way the server will, so a wrong file never travels. */
export function thumbnailProblem(file: File): string | null {
  if (!(THUMBNAIL_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > THUMBNAIL_MAX_BYTES)
    return `The image is ${(file.size / (1024 * 1024)).toFixed(1)} MB; the limit is ${MAX_MB} MB.`;
  return null;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The profile photo: a chosen photo shows (scaled to fit, never cropped) and uploads at once. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  function pick(picked: File | null) {
    if (!picked) return;
    const issue = thumbnailProblem(picked);
    setProblem(issue);
    if (issue) {
      setFile(null);
      notify.error('Photo not accepted', issue);
      return;
    }
    setFile(picked);
    void upload(picked);
  }

  async function upload(chosen: File) {
    setUploading(true);
    try {
      const updated = await uploadThumbnail(chosen);
      setProfile(updated);
      setFile(null);
      notify.success('Photo updated', 'Your new photo now shows across the console.');
    } catch (error) {
      setFile(null);
      setProblem(errorMessage(error));
      if (!(isApiError(error) && error.handled)) notify.error('Photo not uploaded', errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  const current = profile.thumbnail ? mediaUrl(profile.thumbnail) : defaultAvatar;

  return (
    <Stack gap="md" align="stretch">
      <div className={classes.frame} data-preview={preview ? true : undefined} data-testid="profile-photo">
        <img
          className={classes.image}
          src={preview ?? current}
          alt={preview ? 'Preview of the new photo' : `${profile.fullname}'s photo`}
        />
      </div>
      {file && uploading ? (
        <Stack gap={4} align="center" role="status" data-testid="photo-uploading">
          <Loader size="sm" aria-label="Uploading the photo" />
          <Text size="xs" c="dimmed" ta="center" truncate="end" maw="100%">
            Uploading {file.name} · {formatSize(file.size)}
          </Text>
        </Stack>
      ) : (
        <FileButton onChange={pick} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="gray" leftSection={<IconPhotoUp size={16} />} data-testid="choose-photo">
              {profile.thumbnail ? 'Change photo' : 'Add a photo'}
            </Button>
          )}
        </FileButton>
      )}
      <Text size="xs" c={problem ? 'danger.7' : 'dimmed'} ta="center" role={problem ? 'alert' : undefined}>
        {problem ?? `JPEG, PNG or WebP, up to ${MAX_MB} MB.`}
      </Text>
    </Stack>
  );
}
