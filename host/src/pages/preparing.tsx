import { InPreparation } from '@casino/shared';

export default function Preparing() {
  return <InPreparation />;
}
