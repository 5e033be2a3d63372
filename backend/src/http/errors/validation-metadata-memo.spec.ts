import { IsInt, IsString, getMetadataStorage, validate } from 'class-validator';
import { rememberValidationMetadata } from './validation-metadata-memo';

class PageQuery {
  @IsInt()
  page!: number;
}

class SearchQuery extends PageQuery {
  @IsString()
  q!: string;
}

const messagesOf = async (object: object) =>
  (await validate(object, { whitelist: true, forbidNonWhitelisted: true }))
    .map((error) => [error.property, Object.keys(error.constraints ?? {})])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));

describe('rememberValidationMetadata', () => {
  beforeAll(() => rememberValidationMetadata());

  it('validates as class-validator does, inherited rules and unknown fields included', async () => {
    expect(await messagesOf(Object.assign(new SearchQuery(), { page: 'x', q: 3, other: 1 }))).toEqual([
      ['other', ['whitelistValidation']],
      ['page', ['isInt']],
      ['q', ['isString']],
    ]);
    expect(await messagesOf(Object.assign(new SearchQuery(), { page: 2, q: 'rossi' }))).toEqual([]);
  });

  it('answers a class again from what it remembered, and looks again once a rule is added', async () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(SearchQuery, '', false, false);
    expect(storage.getTargetValidationMetadatas(SearchQuery, '', false, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
    // A class loaded after the first validations (its decorators run now) adds rules: nothing stale is answered.
    class LateQuery extends SearchQuery {
      @IsString()
      sort!: string;
    }
    expect(storage.getTargetValidationMetadatas(SearchQuery, '', false, false)).not.toBe(first);
    expect(await messagesOf(Object.assign(new LateQuery(), { page: 1, q: 'rossi', sort: 5 }))).toEqual([['sort', ['isString']]]);
  });
});
