package dev.geolookup.place;

import dev.geolookup.readmodel.StringDictionary;

/** The distinct texts of the gazetteer's coded columns, each column holding the numbers of its dictionary. */
record CodeDictionaries(StringDictionary featureCodes, StringDictionary countryCodes, StringDictionary admin1Codes,
                        StringDictionary admin2Codes, StringDictionary timezones) {
}
