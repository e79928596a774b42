// The my page profile (spec §3): join date, nickname, money balance, points, bank name, bank account
// (masked), account holder, last login.
import { Descriptions, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { PROFILE_FIELDS, type ProfileValues } from './profile-values';

export const ProfileDetails = observer(function ProfileDetails({ values, loaded, fields = PROFILE_FIELDS }: {
  values: ProfileValues; loaded: boolean; fields?: readonly (keyof ProfileValues)[];
}) {
  const { t } = useTranslation('account');
  const mobile = useIsMobile();
  if (!loaded) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Descriptions
      bordered
      size="small"
      column={mobile ? 1 : 2}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={fields.map((key) => ({
        key,
        label: t(`profile.${key}`),
        children: <span data-testid={`profile-${key}`}>{values[key]}</span>,
      }))}
    />
  );
});
