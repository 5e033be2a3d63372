import type { Database } from '@tutela/contracts';
import { Module, type OnModuleInit, Inject } from '@nestjs/common';
import { DATABASE } from '../../shared/tokens';
import { CredentialSecrets } from './credential-secrets';
import { EmailReservations } from './email-reservations';
import { PasswordHasher } from './password-hasher';
import { PasswordRules } from './password-rules';
import { StreamDirectory } from './stream-directory';
import { UserReadModel } from './user-read-model';
import { ensureUsersStorageSchema } from './users-storage.schema';

const PROVIDERS = [CredentialSecrets, EmailReservations, PasswordHasher, PasswordRules, StreamDirectory, UserReadModel];

/** Storage and crypto of the users context, shared by user management and authentication. */
@Module({ providers: PROVIDERS, exports: PROVIDERS })
export class UsersInfrastructureModule implements OnModuleInit {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await ensureUsersStorageSchema(this.db);
  }
}
