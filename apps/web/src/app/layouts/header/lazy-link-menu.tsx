import { type ComponentProps, lazy, Suspense, useState } from 'react';

const LinkMenu = lazy(async () => ({ default: (await import('./link-menu')).LinkMenu }));

/** A LinkMenu whose code loads when it is first opened, and which then stays mounted (so closing keeps
 * its transition and returns focus to the button). */
export function LazyLinkMenu(props: ComponentProps<typeof LinkMenu>) {
  const [hasOpened, setHasOpened] = useState(false);
  if (props.anchor !== null && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LinkMenu {...props} />
    </Suspense>
  );
}
