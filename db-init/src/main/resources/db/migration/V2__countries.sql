-- The country dataset (REST Countries v2). An import fills copies of these tables and swaps all of them in with
-- one RENAME TABLE, so they carry no foreign keys: a key would follow the renamed table, not the swapped one.
CREATE TABLE country (
    alpha2_code      CHAR(2)      NOT NULL PRIMARY KEY,
    alpha3_code      CHAR(3)      NOT NULL,
    source_position  INT          NOT NULL,
    name             VARCHAR(200) NOT NULL,
    native_name      VARCHAR(200) NULL,
    numeric_code     VARCHAR(3)   NULL,
    cioc             VARCHAR(3)   NULL,
    capital          VARCHAR(200) NULL,
    region           VARCHAR(100) NULL,
    subregion        VARCHAR(100) NULL,
    population       BIGINT       NOT NULL,
    latitude         DOUBLE       NULL,
    longitude        DOUBLE       NULL,
    demonym          VARCHAR(200) NULL,
    area             DOUBLE       NULL,
    flag_svg         VARCHAR(500) NULL,
    flag_png         VARCHAR(500) NULL,
    google_maps      VARCHAR(500) NULL,
    open_street_maps VARCHAR(500) NULL,
    UNIQUE KEY country_alpha3 (alpha3_code)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_top_level_domain (
    alpha2_code      CHAR(2)     NOT NULL,
    position         INT         NOT NULL,
    top_level_domain VARCHAR(20) NOT NULL,
    PRIMARY KEY (alpha2_code, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_calling_code (
    alpha2_code  CHAR(2)     NOT NULL,
    position     INT         NOT NULL,
    calling_code VARCHAR(10) NOT NULL,
    PRIMARY KEY (alpha2_code, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_alt_spelling (
    alpha2_code  CHAR(2)      NOT NULL,
    position     INT          NOT NULL,
    alt_spelling VARCHAR(300) NOT NULL,
    PRIMARY KEY (alpha2_code, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_timezone (
    alpha2_code CHAR(2)     NOT NULL,
    position    INT         NOT NULL,
    timezone    VARCHAR(20) NOT NULL,
    PRIMARY KEY (alpha2_code, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_border (
    alpha2_code   CHAR(2) NOT NULL,
    position      INT     NOT NULL,
    border_alpha3 CHAR(3) NOT NULL,
    PRIMARY KEY (alpha2_code, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_currency (
    alpha2_code CHAR(2)      NOT NULL,
    position    INT          NOT NULL,
    code        VARCHAR(10)  NULL,
    name        VARCHAR(200) NULL,
    symbol      VARCHAR(20)  NULL,
    PRIMARY KEY (alpha2_code, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_language (
    alpha2_code CHAR(2)      NOT NULL,
    position    INT          NOT NULL,
    iso639_1    VARCHAR(2)   NULL,
    iso639_2    VARCHAR(3)   NULL,
    name        VARCHAR(200) NULL,
    native_name VARCHAR(200) NULL,
    PRIMARY KEY (alpha2_code, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_translation (
    alpha2_code   CHAR(2)      NOT NULL,
    language_code VARCHAR(10)  NOT NULL,
    translation   VARCHAR(300) NOT NULL,
    PRIMARY KEY (alpha2_code, language_code)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE regional_bloc (
    acronym VARCHAR(20)  NOT NULL PRIMARY KEY,
    name    VARCHAR(200) NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE regional_bloc_other_acronym (
    acronym       VARCHAR(20) NOT NULL,
    position      INT         NOT NULL,
    other_acronym VARCHAR(20) NOT NULL,
    PRIMARY KEY (acronym, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE regional_bloc_other_name (
    acronym    VARCHAR(20)  NOT NULL,
    position   INT          NOT NULL,
    other_name VARCHAR(200) NOT NULL,
    PRIMARY KEY (acronym, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE country_regional_bloc (
    alpha2_code CHAR(2)     NOT NULL,
    position    INT         NOT NULL,
    acronym     VARCHAR(20) NOT NULL,
    PRIMARY KEY (alpha2_code, position)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
