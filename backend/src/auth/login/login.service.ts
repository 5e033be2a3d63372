import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { MESSAGES, type AppCode } from '@tutela/contracts';
import { TokenService } from '../tokens/token.service';
import { normalizeEmail } from '../../users/public';
import { PasswordHasher } from '../../users/public';
import { UserReadModel } from '../../users/public';
import { LoginAttempts } from './login-attempts';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LoginResult =
  { status: HttpStatus.OK; token: string } | { status: HttpStatus.UNAUTHORIZED | HttpStatus.TOO_MANY_REQUESTS; message: string };

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  app: AppCode;
  ip: string;
}

/**
 * One answer for an unknown e-mail, a wrong password and a deactivated account, reached in about the same time
 * (argon2 runs in every case), so the endpoint cannot be used to find out who has an account.
 */
@Injectable()
export class LoginService {
  private readonly logger = new Logger('Login');

  constructor(
    private readonly readModel: UserReadModel,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttempts,
    private readonly tokens: TokenService,
  ) {}

  async login(input: LoginInput): Promise<LoginResult> {
    const email = normalizeEmail(input.email);
    const throttle = await this.attempts.throttle(email, input.ip);
    if (throttle.refused) {
      await this.attempts.record(email, input.ip, 'rate_limited', null);
      this.logger.warn(`Accesso bloccato per troppi tentativi: ${email} da ${input.ip}`);
      return { status: HttpStatus.TOO_MANY_REQUESTS, message: MESSAGES.TOO_MANY_LOGIN_ATTEMPTS };
    }
    if (throttle.delayMs > 0) await delay(throttle.delayMs);
    const account = await this.readModel.credentialsByEmail(email);
    const passwordOk = await this.hasher.verify(account?.password_hash ?? null, input.password);
    if (!account || !passwordOk || !account.active) {
      await this.attempts.record(email, input.ip, 'invalid_credentials', account?.user_id ?? null);
      this.logger.warn(`Accesso non riuscito: ${email} da ${input.ip}`);
      return { status: HttpStatus.UNAUTHORIZED, message: MESSAGES.INVALID_CREDENTIALS };
    }
    await this.attempts.record(email, input.ip, 'success', account.user_id);
    const { token } = this.tokens.issue({ userId: account.user_id, app: input.app, rememberMe: input.rememberMe });
    return { status: HttpStatus.OK, token };
  }
}
