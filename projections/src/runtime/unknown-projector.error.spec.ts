import { resolveProjectorNames, UnknownProjectorError } from './unknown-projector.error';

describe('resolveProjectorNames', () => {
  const registered = ['activity-log', 'users'];

  it('expands all and keeps known names once', () => {
    expect(resolveProjectorNames(['all'], registered, true)).toEqual(['activity-log', 'users']);
    expect(resolveProjectorNames(['users', 'users'], registered, false)).toEqual(['users']);
  });

  it('names the valid choices when a name is unknown', () => {
    expect(() => resolveProjectorNames(['utenti'], registered, true)).toThrow(
      'Proiezione sconosciuta: "utenti". Proiezioni valide: activity-log, users, all',
    );
    expect(() => resolveProjectorNames(['all'], registered, false)).toThrow(UnknownProjectorError);
    expect(() => resolveProjectorNames(['x'], [], false)).toThrow('Proiezioni valide: (nessuna)');
  });
});
