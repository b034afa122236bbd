import { describe, expect, it } from 'vitest';
import { clipFieldErrors, clipInputOf, rangeFieldErrors, type RuleTranslator } from './range-form';

const translate: RuleTranslator = (rule, values) =>
  values?.length ? `${rule} (${values.length})` : rule;

describe('range forms', () => {
  it('names the field of each broken rule', () => {
    expect(rangeFieldErrors({ start: '00:00:05.000', end: '00:00:01.000' }, 20, translate)).toEqual(
      { end: 'startBeforeEnd (00:00:20.000)' },
    );
    expect(rangeFieldErrors({ start: '5', end: '00:00:01.000' }, 20, translate)).toEqual({
      start: 'positionFormat (00:00:20.000)',
    });
  });

  it('holds a clip to 3 s to 3 min, a title and no angle brackets', () => {
    expect(
      clipFieldErrors(
        {
          start: '00:00:01.000',
          end: '00:00:02.000',
          title: ' ',
          description: '<b>',
          aspectRatio: '16:9',
        },
        20,
        translate,
      ),
    ).toEqual({
      end: 'clipLength (00:00:20.000)',
      title: 'titleRequired',
      description: 'descriptionAngleBrackets',
    });
    expect(
      clipInputOf({
        start: '00:00:01.000',
        end: '00:00:11.000',
        title: ' Hope ',
        description: '',
        aspectRatio: '9:16',
      }),
    ).toEqual({
      title: 'Hope',
      description: null,
      start: '00:00:01.000',
      end: '00:00:11.000',
      aspectRatio: '9:16',
    });
  });
});
