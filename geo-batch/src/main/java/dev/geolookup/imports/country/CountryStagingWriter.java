package dev.geolookup.imports.country;

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
                CountryRow c = (CountryRow) item;
                insert.row(c.alpha2Code(), c.alpha3Code(), c.sourcePosition(), c.name(),
                        c.nativeName(), c.numericCode(), c.cioc(), c.capital(), c.region(),
                        c.subregion(), c.population(), c.latitude(), c.longitude(), c.demonym(),
                        c.area(), c.flagSvg(), c.flagPng(), c.googleMaps(), c.openStreetMaps());
            }
        }
    }

    private static void writeValueLists(Connection connection, List<Object> items) throws SQLException {
        writeValueList(connection, items, "country_top_level_domain", "top_level_domain", CountryRow::topLevelDomains);
        writeValueList(connection, items, "country_calling_code", "calling_code", CountryRow::callingCodes);
        writeValueList(connection, items, "country_alt_spelling", "alt_spelling", CountryRow::altSpellings);
        writeValueList(connection, items, "country_timezone", "timezone", CountryRow::timezones);
        writeValueList(connection, items, "country_border", "border_alpha3", CountryRow::borders);
    }

    private static void writeValueList(Connection connection, List<Object> items, String table, String column,
                                       java.util.function.Function<CountryRow, List<String>> values)
            throws SQLException {
        try (BatchInsert insert = new BatchInsert(connection, "INSERT INTO " + staging(table)
                + " (alpha2_code, position, " + column + ") VALUES (?,?,?)")) {
            for (Object item : items) {
                CountryRow country = (CountryRow) item;
                List<String> list = values.apply(country);
                for (int position = 0; position < list.size(); position++) {
                    insert.row(country.alpha2Code(), position, list.get(position));
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
                CountryRow country = (CountryRow) item;
                for (int position = 0; position < country.currencies().size(); position++) {
                    CountryRow.Currency currency = country.currencies().get(position);
                    currencies.row(country.alpha2Code(), position, currency.code(), currency.name(),
                            currency.symbol());
                }
                for (int position = 0; position < country.languages().size(); position++) {
                    CountryRow.SpokenLanguage language = country.languages().get(position);
                    languages.row(country.alpha2Code(), position, language.iso639_1(),
                            language.iso639_2(), language.name(), language.nativeName());
                }
            }
        }
    }

    private static void writeTranslations(Connection connection, List<Object> items) throws SQLException {
        try (BatchInsert insert = new BatchInsert(connection, "INSERT INTO " + staging("country_translation")
                + " (alpha2_code, language_code, translation) VALUES (?,?,?)")) {
            for (Object item : items) {
                CountryRow country = (CountryRow) item;
                for (Map.Entry<String, String> translation : country.translations().entrySet()) {
                    insert.row(country.alpha2Code(), translation.getKey(), translation.getValue());
                }
            }
        }
        try (BatchInsert insert = new BatchInsert(connection, "INSERT INTO " + staging("country_name_translation")
                + " (alpha2_code, language_code, common_name, official_name) VALUES (?,?,?,?)")) {
            for (Object item : items) {
                CountryRow country = (CountryRow) item;
                for (CountryRow.NameTranslation translation : country.nameTranslations()) {
                    insert.row(country.alpha2Code(), translation.languageCode(), translation.common(),
                            translation.official());
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
                CountryRow country = (CountryRow) item;
                for (int position = 0; position < country.regionalBlocs().size(); position++) {
                    CountryRow.RegionalBloc bloc = country.regionalBlocs().get(position);
                    membership.row(country.alpha2Code(), position, bloc.acronym());
                    blocs.row(bloc.acronym(), bloc.name());
                    for (int i = 0; i < bloc.otherAcronyms().size(); i++) {
                        otherAcronyms.row(bloc.acronym(), i, bloc.otherAcronyms().get(i));
                    }
                    for (int i = 0; i < bloc.otherNames().size(); i++) {
                        otherNames.row(bloc.acronym(), i, bloc.otherNames().get(i));
                    }
                }
            }
        }
    }
}
