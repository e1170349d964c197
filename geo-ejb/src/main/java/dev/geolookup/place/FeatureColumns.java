package dev.geolookup.place;

/**
 * The gazetteer's columns, one value per feature in rank order: the numbers themselves, and the texts as numbers of
 * the {@link CodeDictionaries} they come from.
 */
record FeatureColumns(int size, int[] geonameIds, double[] latitudes, double[] longitudes, long[] populations,
                      byte[] featureClasses, short[] featureCodes, short[] countryCodes, int[] admin1Codes,
                      int[] admin2Codes, short[] timezones) {

    /** The length of each column, which a consistent gazetteer has equal to its size. */
    int[] lengths() {
        return new int[] {geonameIds.length, latitudes.length, longitudes.length, populations.length,
                featureClasses.length, featureCodes.length, countryCodes.length, admin1Codes.length,
                admin2Codes.length, timezones.length};
    }
}
