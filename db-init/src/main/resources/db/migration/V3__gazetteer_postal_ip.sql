-- The GeoNames, postal and IP datasets. Like the country tables, each is filled through a staging copy and
-- swapped in whole, so none carries foreign keys.

-- The gazetteer (GeoNames geoname table, every feature class) and the cities (cities15000).
CREATE TABLE place (
    geoname_id    BIGINT       NOT NULL PRIMARY KEY,
    name          VARCHAR(200) NOT NULL,
    ascii_name    VARCHAR(200) NOT NULL,
    feature_class CHAR(1)      NULL,
    feature_code  VARCHAR(10)  NULL,
    country_code  CHAR(2)      NULL,
    admin1_code   VARCHAR(20)  NULL,
    admin2_code   VARCHAR(80)  NULL,
    latitude      DOUBLE       NOT NULL,
    longitude     DOUBLE       NOT NULL,
    population    BIGINT       NOT NULL,
    timezone      VARCHAR(40)  NULL,
    modified      DATE         NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE city LIKE place;

-- Names of first- and second-level administrative divisions, keyed "CC.A1" and "CC.A1.A2".
CREATE TABLE admin1_code (
    code       VARCHAR(30)  NOT NULL PRIMARY KEY,
    name       VARCHAR(200) NOT NULL,
    ascii_name VARCHAR(200) NOT NULL,
    geoname_id BIGINT       NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE admin2_code (
    code       VARCHAR(120) NOT NULL PRIMARY KEY,
    name       VARCHAR(200) NOT NULL,
    ascii_name VARCHAR(200) NOT NULL,
    geoname_id BIGINT       NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- GeoNames countryInfo: above all the postal-code format and regex of each country.
CREATE TABLE country_info (
    iso_alpha2         CHAR(2)      NOT NULL PRIMARY KEY,
    iso_alpha3         CHAR(3)      NULL,
    iso_numeric        VARCHAR(3)   NULL,
    fips               VARCHAR(2)   NULL,
    name               VARCHAR(200) NOT NULL,
    capital            VARCHAR(200) NULL,
    area               DOUBLE       NULL,
    population         BIGINT       NULL,
    continent          CHAR(2)      NULL,
    top_level_domain   VARCHAR(10)  NULL,
    currency_code      VARCHAR(3)   NULL,
    currency_name      VARCHAR(50)  NULL,
    phone              VARCHAR(30)  NULL,
    postal_code_format VARCHAR(200) NULL,
    postal_code_regex  VARCHAR(500) NULL,
    languages          VARCHAR(200) NULL,
    geoname_id         BIGINT       NULL,
    neighbours         VARCHAR(200) NULL,
    equivalent_fips    VARCHAR(10)  NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- GeoNames postal codes; code_key is the code upper-cased without spaces, the form lookups compare.
CREATE TABLE postal_code (
    id           BIGINT AUTO_INCREMENT PRIMARY KEY,
    country_code CHAR(2)      NOT NULL,
    postal_code  VARCHAR(20)  NOT NULL,
    code_key     VARCHAR(20)  NOT NULL,
    place_name   VARCHAR(180) NULL,
    admin_name1  VARCHAR(100) NULL,
    admin_code1  VARCHAR(20)  NULL,
    admin_name2  VARCHAR(100) NULL,
    admin_code2  VARCHAR(20)  NULL,
    admin_name3  VARCHAR(100) NULL,
    admin_code3  VARCHAR(20)  NULL,
    latitude     DOUBLE       NULL,
    longitude    DOUBLE       NULL,
    accuracy     TINYINT      NULL,
    KEY postal_code_by_code (country_code, code_key)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- DB-IP ranges, inclusive; addresses in network byte order (4 bytes for IPv4, 16 for IPv6).
CREATE TABLE ip_range (
    ip_version   TINYINT       NOT NULL,
    range_start  VARBINARY(16) NOT NULL,
    range_end    VARBINARY(16) NOT NULL,
    country_code CHAR(2)       NOT NULL,
    PRIMARY KEY (ip_version, range_start)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- One row while a dataset is being imported: the primary key is what keeps two runs of a dataset apart, on one
-- node or across a cluster. A heartbeat older than the configured limit marks a run whose server died.
CREATE TABLE import_lock (
    dataset       VARCHAR(32)  NOT NULL PRIMARY KEY,
    import_run_id BIGINT       NOT NULL,
    heartbeat_at  TIMESTAMP(3) NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- A run over several files records the checksum of each.
ALTER TABLE import_run MODIFY checksum_sha256 VARCHAR(1000) NULL;
