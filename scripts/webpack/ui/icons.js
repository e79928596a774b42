// What the federated apps share as `@ant-design/icons`: only the icons they import (the whole package is
// 190 KiB). See antd.js beside this file; `npx jest scripts/webpack` checks that every imported icon is here.
export {
  AppstoreOutlined, ArrowLeftOutlined, BankOutlined, CloseOutlined, CompressOutlined, DeleteOutlined, ExpandOutlined,
  FullscreenExitOutlined, FullscreenOutlined, IdcardOutlined, LoginOutlined, LogoutOutlined, MailOutlined, MenuOutlined,
  RightOutlined, SearchOutlined, SettingOutlined, StarFilled, StarOutlined, SwapLeftOutlined,
} from '@ant-design/icons/es/icons';
