export * from './event-store/event-envelope';
export * from './event-store/event-store.port';
export * from './event-store/event-store.errors';
export * from './auth/roles';
export * from './users/user-events';
export * from './users/entity-events';
export * from './http/paging';
export * from './users/user-rows';
