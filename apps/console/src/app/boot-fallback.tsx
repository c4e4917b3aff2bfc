import { Center, Loader } from '@mantine/core';

/** Shown for the moment the first screen's code is loading. */
export function BootFallback() {
  return (
    <Center h="100dvh" role="status" aria-busy="true" aria-label="Loading">
      <Loader size="sm" color="gray" type="dots" />
    </Center>
  );
}
