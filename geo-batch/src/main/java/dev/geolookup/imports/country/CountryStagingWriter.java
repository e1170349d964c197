package dev.geolookup.imports.country;

import dev.geolookup.country.Country;
import dev.geolookup.country.Currency;
import dev.geolookup.country.Language;
import dev.geolookup.country.RegionalBloc;
import dev.geolookup.imports.BatchInsert;
import dev.geolookup.imports.ChunkProgress;
import dev.geolookup.imports.ImportContext;
import dev.geolookup.imports.StagingWrites;
import jakarta.batch.api.chunk.AbstractItemWriter;
import jakarta.batch.runtime.context.JobContext;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

import static dev.geolookup.imports.StagingTables.staging;

/** Writes each chunk of countries into the staging tables ({@link StagingWrites}). */
@Named("countryStagingWriter")
@Dependent
public class CountryStagingWriter extends AbstractItemWriter {

    @Inject
    private JobContext jobContext;

    @EJB
    private StagingWrites stagingWrites;

    @Inject
    private ChunkProgress progress;

    @Override
    public void writeItems(List<Object> items) throws SQLException {
        stagingWrites.write(connection -> {
            writeCountries(connection, items);
            writeValueLists(connection, items);
            writeCurrenciesAndLanguages(connection, items);
            writeTranslations(connection, items);
            writeRegionalBlocs(connection, items);
        });
        progress.written(ImportContext.of(jobContext), items.size());
    }

    private static void writeCountries(Connection connection, List<Object> items) throws SQLException {
        try (BatchInsert insert = new BatchInsert(connection, "INSERT INTO " + staging("country")
                + " (alpha2_code, alpha3_code, source_position, name, native_name, numeric_code, cioc, capital,"
                + " region, subregion, population, latitude, longitude, demonym, area, flag_svg, flag_png,"
                + " google_maps, open_street_maps) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")) {
            for (Object item : items) {
                Country c = (Country) item;
                insert.row(c.getAlpha2Code(), c.getAlpha3Code(), c.getSourcePosition(), c.getName(),
                        c.getNativeName(), c.getNumericCode(), c.getCioc(), c.getCapital(), c.getRegion(),
                        c.getSubregion(), c.getPopulation(), c.getLatitude(), c.getLongitude(), c.getDemonym(),
                        c.getArea(), c.getFlagSvg(), c.getFlagPng(), c.getGoogleMaps(), c.getOpenStreetMaps());
            }
        }
    }

    private static void writeValueLists(Connection connection, List<Object> items) throws SQLException {
        writeValueList(connection, items, "country_top_level_domain", "top_level_domain", Country::getTopLevelDomains);
        writeValueList(connection, items, "country_calling_code", "calling_code", Country::getCallingCodes);
        writeValueList(connection, items, "country_alt_spelling", "alt_spelling", Country::getAltSpellings);
        writeValueList(connection, items, "country_timezone", "timezone", Country::getTimezones);
        writeValueList(connection, items, "country_border", "border_alpha3", Country::getBorders);
    }

    private static void writeValueList(Connection connection, List<Object> items, String table, String column,
                                       java.util.function.Function<Country, List<String>> values)
            throws SQLException {
        try (BatchInsert insert = new BatchInsert(connection, "INSERT INTO " + staging(table)
                + " (alpha2_code, position, " + column + ") VALUES (?,?,?)")) {
            for (Object item : items) {
                Country country = (Country) item;
                List<String> list = values.apply(country);
                for (int position = 0; position < list.size(); position++) {
                    insert.row(country.getAlpha2Code(), position, list.get(position));
                }
            }
        }
    }

    private static void writeCurrenciesAndLanguages(Connection connection, List<Object> items) throws SQLException {
        try (BatchInsert currencies = new BatchInsert(connection, "INSERT INTO " + staging("country_currency")
                + " (alpha2_code, position, code, name, symbol) VALUES (?,?,?,?,?)");
             BatchInsert languages = new BatchInsert(connection, "INSERT INTO " + staging("country_language")
                     + " (alpha2_code, position, iso639_1, iso639_2, name, native_name) VALUES (?,?,?,?,?,?)")) {
            for (Object item : items) {
                Country country = (Country) item;
                for (int position = 0; position < country.getCurrencies().size(); position++) {
                    Currency currency = country.getCurrencies().get(position);
                    currencies.row(country.getAlpha2Code(), position, currency.getCode(), currency.getName(),
                            currency.getSymbol());
                }
                for (int position = 0; position < country.getLanguages().size(); position++) {
                    Language language = country.getLanguages().get(position);
                    languages.row(country.getAlpha2Code(), position, language.getIso639_1(),
                            language.getIso639_2(), language.getName(), language.getNativeName());
                }
            }
        }
    }

    private static void writeTranslations(Connection connection, List<Object> items) throws SQLException {
        try (BatchInsert insert = new BatchInsert(connection, "INSERT INTO " + staging("country_translation")
                + " (alpha2_code, language_code, translation) VALUES (?,?,?)")) {
            for (Object item : items) {
                Country country = (Country) item;
                for (Map.Entry<String, String> translation : country.getTranslations().entrySet()) {
                    insert.row(country.getAlpha2Code(), translation.getKey(), translation.getValue());
                }
            }
        }
    }

    /** Every member repeats its blocs' descriptions; the first one written stands (they are identical). */
    private static void writeRegionalBlocs(Connection connection, List<Object> items) throws SQLException {
        try (BatchInsert membership = new BatchInsert(connection, "INSERT INTO " + staging("country_regional_bloc")
                + " (alpha2_code, position, acronym) VALUES (?,?,?)");
             BatchInsert blocs = new BatchInsert(connection, "INSERT IGNORE INTO " + staging("regional_bloc")
                     + " (acronym, name) VALUES (?,?)");
             BatchInsert otherAcronyms = new BatchInsert(connection, "INSERT IGNORE INTO "
                     + staging("regional_bloc_other_acronym") + " (acronym, position, other_acronym) VALUES (?,?,?)");
             BatchInsert otherNames = new BatchInsert(connection, "INSERT IGNORE INTO "
                     + staging("regional_bloc_other_name") + " (acronym, position, other_name) VALUES (?,?,?)")) {
            for (Object item : items) {
                Country country = (Country) item;
                for (int position = 0; position < country.getRegionalBlocs().size(); position++) {
                    RegionalBloc bloc = country.getRegionalBlocs().get(position);
                    membership.row(country.getAlpha2Code(), position, bloc.getAcronym());
                    blocs.row(bloc.getAcronym(), bloc.getName());
                    for (int i = 0; i < bloc.getOtherAcronyms().size(); i++) {
                        otherAcronyms.row(bloc.getAcronym(), i, bloc.getOtherAcronyms().get(i));
                    }
                    for (int i = 0; i < bloc.getOtherNames().size(); i++) {
                        otherNames.row(bloc.getAcronym(), i, bloc.getOtherNames().get(i));
                    }
                }
            }
        }
    }
}
