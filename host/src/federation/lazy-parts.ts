// The heavy antd parts that the apps import by deep path and that are shared under their own key (LAZY_PARTS in
// scripts/webpack/mf-shared.cjs, docs/decisions/014-shared-ui-surface.md). Production remotes carry no copy of
// them, so the host must provide them: naming each one in a dynamic import makes webpack put it in the host's
// share scope as a lazy chunk. Nothing here runs at start-up; a part loads when a page that shows it renders.
export const LAZY_PARTS = {
  'antd/es/table': () => import('antd/es/table'),
} as const;
