-- Each country's common and official name in the languages of the world-countries file (ISO 639-3 codes as the
-- file gives them), matched by /translation besides the REST Countries v2 translations.
CREATE TABLE country_name_translation (
    alpha2_code   CHAR(2)      NOT NULL,
    language_code VARCHAR(10)  NOT NULL,
    common_name   VARCHAR(300) NULL,
    official_name VARCHAR(300) NULL,
    PRIMARY KEY (alpha2_code, language_code)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- A database that already holds the countries has none of these rows, and its v2 translations are not yet
-- corrected: forgetting the countries' data version makes the start-up import the bundled countries again (the
-- service reports not ready until it has).
DELETE FROM dataset_version WHERE dataset = 'countries';
