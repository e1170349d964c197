-- The ISO 3166-2 subdivision codes of Debian's iso-codes (dataset subdivision-codes): each code with its country, the
-- code of the subdivision it lies in (FR-75 in FR-IDF), its English name and its type. The read model gives a
-- GeoNames admin1 its ISO code where no outline that is the admin1 has one.
CREATE TABLE subdivision_code (
    code         VARCHAR(10)   NOT NULL PRIMARY KEY,
    country_code CHAR(2)       NOT NULL,
    parent_code  VARCHAR(10)   NULL,
    name         VARCHAR(200)  NOT NULL,
    type         VARCHAR(80)   NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
