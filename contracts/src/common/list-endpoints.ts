/**
 * The list calls (`listEndpoints`) and the resource helper (`resource`, `listSchemas`) live in
 * `./resource`; this module keeps the old import path.
 */
export * from './resource';
