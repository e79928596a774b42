// What the federated apps share as `antd` (scripts/webpack/mf-shared.cjs, docs/decisions/014-shared-ui-surface.md):
// only the components the host and the remotes import, re-exported from antd's ES build so that webpack
// keeps these and drops the rest (antd is `sideEffects`-free apart from CSS). The whole package is 417 KiB in
// one chunk; this surface is a fraction of it.
// Heavy, rarely shown components are not here: Table is shared under its own key `antd/es/table` and loads
// only with the pages that show it (the lint rule in eslint.config.mjs sends such imports there).
// Adding a component: import it in an app, add its name below; `npx jest scripts/webpack` fails until you do.
export {
  Alert, App, Badge, Button, Card, Checkbox, Col, Collapse, ConfigProvider, Descriptions, Divider, Drawer, Empty,
  Flex, Form, Input, List, Menu, Modal, Pagination, Popconfirm, Radio, Result, Row, Select, Skeleton, Space, Spin,
  Tabs, Tag, Tooltip, Typography, theme,
} from 'antd/es';
