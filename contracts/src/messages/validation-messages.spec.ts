import { VALIDATION_MESSAGES } from './validation-messages';
import { MESSAGES } from './messages-it';

describe('VALIDATION_MESSAGES', () => {
  it('words field rules as "Il campo X deve essere …"', () => {
    expect(VALIDATION_MESSAGES.minLength('password', 8)).toBe('Il campo password deve essere di almeno 8 caratteri');
    expect(VALIDATION_MESSAGES.oneOf('sex', ['M', 'F'])).toBe('Il campo sex deve essere uno tra: M, F');
    expect(VALIDATION_MESSAGES.time('appointment_time')).toBe('Il campo appointment_time deve essere un orario valido (HH:mm)');
  });
  it('uses the spec wording for required fields', () => {
    expect(VALIDATION_MESSAGES.required()).toBe('Campo obbligatorio');
  });
});

describe('MESSAGES', () => {
  it('keeps the spec wording, typos included', () => {
    expect(MESSAGES.EXAMINATION_OUTCOME_REQUIRED).toBe('Non è possibile salvare una visita senza giuidizio di idoneità');
    expect(MESSAGES.PDF_NOT_SUPPORTED).toBe('Il tuo Broswer non supporta la visualizzazione dei PDF');
    expect(MESSAGES.DATA_REFRESH_MESSAGE).toBe('Attenzione, prma di proseguire è necessario aggiornare alcuni archivi');
    expect(MESSAGES.UPDATE_AVAILABLE).toBe('Attenzione è presente un aggiornamento dell\'applicazione. Premere il bottone "Reload"');
  });
  it('has no duplicated texts under different keys', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
