import { planOnce } from './plan-once';
import { SqlConditions, sqlCount } from './sql-conditions';

describe('SqlConditions', () => {
  it("numbers each condition's parameters in order, and is TRUE with none", () => {
    const where = new SqlConditions();
    expect([where.sql, where.next]).toEqual(['TRUE', 1]);
    where.add(`entity_id = ${where.param('e1')}`);
    where.add('NOT resigned');
    where.add(`contract = ${where.param('DETERMINATO')}`);
    expect(where.next).toBe(3);
    where.addBuilt({ sql: `(name = ANY($3::text[]) AND search_text LIKE $4)`, params: [['rossi mario'], '%ross%'] });
    expect(where.sql).toBe('entity_id = $1 AND NOT resigned AND contract = $2 AND (name = ANY($3::text[]) AND search_text LIKE $4)');
    expect(where.params).toEqual(['e1', 'DETERMINATO', ['rossi mario'], '%ross%']);
  });
});

describe('sqlCount', () => {
  it('writes a row count into SQL only when it is a non-negative whole number', () => {
    expect([sqlCount(0), sqlCount(10), sqlCount(5_000)]).toEqual(['0', '10', '5000']);
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '10; DROP TABLE workers' as unknown as number]) {
      expect(() => sqlCount(bad)).toThrow('Numero di righe non valido');
    }
  });
});

describe('planOnce', () => {
  it('names one text always the same, two texts differently, and stops naming past its limit', () => {
    const first = planOnce('SELECT 1 FROM workers WHERE id = $1');
    expect(first?.name).toMatch(/^tutela_list_[0-9a-f]{32}$/);
    expect(planOnce('SELECT 1 FROM workers WHERE id = $1')).toEqual(first);
    expect(planOnce('SELECT 2 FROM workers WHERE id = $1')?.name).not.toBe(first?.name);
    const past = Array.from({ length: 250 }, (_, n) => planOnce(`SELECT ${n + 10} FROM workers`));
    expect(past.filter((options) => options === undefined).length).toBeGreaterThan(0);
    // A text named before the limit keeps its name.
    expect(planOnce('SELECT 1 FROM workers WHERE id = $1')).toEqual(first);
  });
});
