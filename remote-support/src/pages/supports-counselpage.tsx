import { RoutePlaceholder } from '@casino/shared';

export default function SupportsCounselpage() {
  return <RoutePlaceholder ns="support" name="supports-counselpage" />;
}
