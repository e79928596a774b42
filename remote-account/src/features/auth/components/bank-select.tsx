// The banks members can register (contract KOREAN_BANKS). The stored value is the Korean name; in other
// languages the label adds the bank's English name so it can be recognised.
import { Select, type SelectProps } from 'antd';
import { KOREAN_BANKS } from '@casino/shared';

export function BankSelect({ language, ...props }: SelectProps<string> & { language: string }) {
  const options = KOREAN_BANKS.map((b) => ({ value: b.name, label: language === 'ko' ? b.name : `${b.name} (${b.en})` }));
  return <Select<string> showSearch={{ optionFilterProp: 'label' }} options={options} allowClear virtual={false} {...props} />;
}
