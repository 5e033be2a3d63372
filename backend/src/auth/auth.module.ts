import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { Database } from '@tutela/contracts';
import { DATABASE } from '../shared/tokens';
import { UsersInfrastructureModule } from '../users/public';
import { ensureAuthStorageSchema } from './auth-storage.schema';
import { ChangeOwnPasswordController } from './change-password/change-own-password.http.controller';
import { LoginAttempts } from './login/login-attempts';
import { LoginController } from './login/login.http.controller';
import { LoginService } from './login/login.service';
import { LogoutController } from './logout/logout.http.controller';
import { MailOutbox } from './mail/mail-outbox';
import { MailRelayService } from './mail/mail-relay.service';
import { PasswordResetLinks } from './password-reset/password-reset-links';
import { PasswordResetController } from './password-reset/password-reset.http.controller';

/** Login, logout, password reset and own password change. Imported by UsersModule; exports the mail outbox (appointment summons). */
@Module({
  imports: [UsersInfrastructureModule],
  controllers: [LoginController, LogoutController, PasswordResetController, ChangeOwnPasswordController],
  providers: [LoginAttempts, LoginService, MailOutbox, MailRelayService, PasswordResetLinks],
  exports: [PasswordResetLinks, MailOutbox],
})
export class AuthModule implements OnModuleInit {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await ensureAuthStorageSchema(this.db);
  }
}
