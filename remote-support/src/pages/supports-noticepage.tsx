import { RoutePlaceholder } from '@casino/shared';

export default function SupportsNoticepage() {
  return <RoutePlaceholder ns="support" name="supports-noticepage" />;
}
