import { RoutePlaceholder } from '@casino/shared';

export default function SupportsMemopage() {
  return <RoutePlaceholder ns="support" name="supports-memopage" />;
}
