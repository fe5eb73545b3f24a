/** engine/config: load, validate, cross-check and compose config. Node-only file access is in ./node. */
export type { ConfigProblem, ProblemCode } from './problem';
export { ConfigError, formatProblem, problemCodes, sortProblems } from './problem';
export type { ConfigSource } from './configSource';
export { memoryConfigSource } from './configSource';
export type { SourceFile, Position } from './sourceFile';
export { parseSourceFile } from './sourceFile';
export { pointerOf, segmentsOf } from './pointer';
export type { ConfigTree, Loaded } from './configTree';
export { loadConfigTree } from './loadConfigTree';
export { loadSchemaRegistry, type SchemaRegistry } from './schemaRegistry';
export { crossCheck, configChecks } from './crossCheck';
export type { ImplementationRegistries } from './checks/checkContext';
export { flatKeys } from './checks/checkTranslations';
export { composeConfig } from './compose';
export { loadPortalConfig, type PortalConfigLoad } from './loadPortalConfig';
export type * from './portalConfig';
export type * from './schemaTypes';
