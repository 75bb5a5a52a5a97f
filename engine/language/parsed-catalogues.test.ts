import { FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { catalogueBodyJson } from '../../scripts/cli/bundle-options.mjs';
import { EN_MESSAGES } from './messages/en.js';
import { FR_MESSAGES } from './messages/fr.js';
import { GAME_MASTER_EN_MESSAGES, GAME_MASTER_FR_MESSAGES } from './messages/game-master.js';
import { INTIMATE_FILE_EN_MESSAGES, INTIMATE_FILE_FR_MESSAGES } from './messages/intimate-file.js';
import { RECORDS_EN_MESSAGES, RECORDS_FR_MESSAGES } from './messages/records.js';
import { parsedCatalogue, registerParsedCatalogue } from './parsed-catalogues.js';

const CATALOGUES = { EN_MESSAGES, FR_MESSAGES, GAME_MASTER_EN_MESSAGES, GAME_MASTER_FR_MESSAGES, INTIMATE_FILE_EN_MESSAGES, INTIMATE_FILE_FR_MESSAGES, RECORDS_EN_MESSAGES, RECORDS_FR_MESSAGES };

describe('the catalogues parsed at build time (the command line bundle)', () => {
  it.each(Object.entries(CATALOGUES))('%s: the JSON the build writes reads back as what Fluent parses', (_, text) => {
    // toEqual, as Fluent reads them: an undefined field (a reference without an attribute) is absent in JSON.
    expect(JSON.parse(catalogueBodyJson(text))).toEqual(new FluentResource(text).body);
  });

  it('gives back a registered catalogue, and nothing for one the build did not register', () => {
    const text = 'parsed-test = a { $thing }\n';
    expect(parsedCatalogue(text)).toBeUndefined();
    registerParsedCatalogue(text, () => catalogueBodyJson(text));
    expect(parsedCatalogue(text)?.body).toEqual(new FluentResource(text).body);
  });
});
