/**
 * What other contexts may use of the users context. Everything else in users/ is private to it.
 */
export { ENTITY_HISTORY_KIND } from './history/entity.history-kind';
export { USER_HISTORY_KIND } from './history/user.history-kind';
/** What auth/ builds the login, the password reset and change on: the users' read model, hasher and commands. */
export { UsersInfrastructureModule } from './infrastructure/users-infrastructure.module';
export { normalizeEmail } from './domain/email';
export { PasswordHasher } from './infrastructure/password-hasher';
export { UserReadModel } from './infrastructure/user-read-model';
export { ChangePasswordCommand } from './commands/change-password/change-password.command';
export { RequestPasswordResetCommand } from './commands/request-password-reset/request-password-reset.command';
export { ResetPasswordCommand } from './commands/reset-password/reset-password.command';
export { resetTokenHash } from './commands/reset-password/reset-password.handler';
export { commandAnswer, type UserCommandResult } from './commands/user-command-result';
