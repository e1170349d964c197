-- Names of GeoNames features by language, in GeoNames' alternateNamesV2 layout: the bundled names (Debian's
-- libgeonames-common and iso-codes) or GeoNames' own alternateNamesV2 file. Rows whose language is not a language
-- (GeoNames' 'post', 'iata', 'link'...) are kept as given; the read model serves names in languages only.
CREATE TABLE alternate_name (
    alternate_name_id BIGINT       NOT NULL PRIMARY KEY,
    geoname_id        BIGINT       NOT NULL,
    language          VARCHAR(20)  NULL,
    name              VARCHAR(400) NOT NULL,
    preferred         BOOLEAN      NOT NULL,
    short_name        BOOLEAN      NOT NULL,
    colloquial        BOOLEAN      NOT NULL,
    historic          BOOLEAN      NOT NULL,
    used_from         VARCHAR(20)  NULL,
    used_to           VARCHAR(20)  NULL,
    KEY alternate_name_by_feature (geoname_id, language)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
