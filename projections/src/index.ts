export * from './database/database';
export * from './database/pg-database';
export * from './database/pglite-database';
export * from './database/open-database';
export * from './runtime/projector';
export * from './users/users.projector';
export * from './users/users-schema';
