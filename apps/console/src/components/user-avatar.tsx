import { Avatar, type AvatarProps } from '@mantine/core';
import defaultAvatar from '@/assets/default-avatar.svg';
import { mediaUrl } from '@/lib/media.ts';

/** A staff member's picture: the thumbnail under the media base path, or the default avatar. */
export function UserAvatar({ thumbnail, name, ...props }: AvatarProps & { thumbnail: string | null | undefined; name: string }) {
  return <Avatar src={thumbnail ? mediaUrl(thumbnail) : defaultAvatar} alt={name ? `${name}'s avatar` : 'Avatar'} {...props} />;
}
