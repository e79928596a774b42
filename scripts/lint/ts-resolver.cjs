// Import resolver for eslint-plugin-boundaries (eslint-module-utils resolver interface v2): resolves an import
// the way the TypeScript compiler does (moduleResolution "bundler", package.json "exports", workspace
// symlinks followed to their real files). So `@casino/shared` lands on shared/src/index.ts and
// `@casino/shared/contract` on shared/src/contract/index.ts, and the layer rules judge the file really
// imported, not a package name. Packages in node_modules and Node built-ins stay external.
const path = require('node:path');
const ts = require('typescript');

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const cache = ts.createModuleResolutionCache(process.cwd(), (f) => f, options);

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, file) {
  if (source.startsWith('node:')) return { found: true, path: null };
  const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
  if (!resolvedModule) return { found: false };
  const resolved = path.resolve(resolvedModule.resolvedFileName);
  return { found: true, path: resolved };
};
