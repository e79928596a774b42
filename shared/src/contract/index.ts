// Browser-free entry (`@casino/shared/contract`): codes, paths, types and validation rules used by the
// browser apps and the server alike.
export * from './codes';
export * from './paths';
export * from './rules';
export * from './types';
export * from './validate';
export * from './account';
export * from './support';
export * from './wallet';
export * from './games';
export * from './responsible';
export * from './kyc';
export * from './languages';
export * from './operator';
export * from './aml';
export * from './pictures';
