import { UnprocessableEntityException, type ArgumentMetadata } from '@nestjs/common';
import { HTTP_MESSAGES } from '@tutela/contracts';
import { TutelaValidationPipe } from '../../http/errors/validation.pipe';
import { CreateUserRequestDto, UpdateUserRequestDto } from './user-admin.request.dto';

const asBody = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

/** The 422 errors map the global pipe answers for `body`, or null when it passes. */
async function errorsOf(
  body: unknown,
  metatype: ArgumentMetadata['metatype'] = UpdateUserRequestDto,
): Promise<Record<string, string[]> | null> {
  try {
    await new TutelaValidationPipe().transform(body, asBody(metatype));
    return null;
  } catch (error) {
    if (!(error instanceof UnprocessableEntityException)) throw error;
    return (error.getResponse() as { errors: Record<string, string[]> }).errors;
  }
}

describe('user admin request DTOs', () => {
  const settings = { level: 3, level_md: null, level_fr: 2, factories_id: ['f-1'], is_self_manage_workers_enabled: true };

  it('accepts customer_settings of the shape of contracts UserCustomerSettings, or null to clear them', async () => {
    expect(await errorsOf({ customer_settings: settings })).toBeNull();
    expect(await errorsOf({ customer_settings: {} })).toBeNull();
    expect(await errorsOf({ customer_settings: null })).toBeNull();
  });

  it('refuses customer_settings that are an array (nested or empty) instead of one object', async () => {
    for (const wrong of [[], [[]], [[1]], [settings]]) {
      const errors = await errorsOf({ customer_settings: wrong });
      expect([JSON.stringify(wrong), errors?.customer_settings]).toEqual([
        JSON.stringify(wrong),
        expect.arrayContaining(['Formato non valido']),
      ]);
    }
  });

  it('refuses unknown keys, wrong levels and null lists inside customer_settings', async () => {
    expect(await errorsOf({ customer_settings: { ...settings, admin: true } })).toEqual({
      'customer_settings.admin': [HTTP_MESSAGES.fieldNotAllowed],
    });
    expect(Object.keys((await errorsOf({ customer_settings: { level: 9 } })) ?? {})).toEqual(['customer_settings.level']);
    expect(await errorsOf({ customer_settings: { factories_id: null } })).toEqual({
      'customer_settings.factories_id': [HTTP_MESSAGES.nullNotAllowed],
    });
    expect(Object.keys((await errorsOf({ customer_settings: { factories_id: [['f']] } })) ?? {})).toEqual([
      'customer_settings.factories_id',
    ]);
  });

  it('refuses null for the names and the e-mail of an update, accepts it for the phone', async () => {
    expect(await errorsOf({ first_name: null, last_name: null, email: null, staff_roles: null })).toEqual({
      first_name: [HTTP_MESSAGES.nullNotAllowed],
      last_name: [HTTP_MESSAGES.nullNotAllowed],
      email: [HTTP_MESSAGES.nullNotAllowed],
      staff_roles: [HTTP_MESSAGES.nullNotAllowed],
    });
    expect(await errorsOf({ phone: null })).toBeNull();
    expect(
      await errorsOf({ password: null, entity_id: null, email: 'a@b.it', first_name: 'A', last_name: 'B' }, CreateUserRequestDto),
    ).toEqual({
      password: [HTTP_MESSAGES.nullNotAllowed],
      entity_id: [HTTP_MESSAGES.nullNotAllowed],
    });
  });
});
