-- REST Countries' records as its data files hold them, one JSON object a row in the file's order: the v2 and v3.1
-- API answer from them (datasets countries-v2 and countries-v3.1). Each is swapped in whole by its import.
CREATE TABLE rest_country_v2 (
    source_position INT        NOT NULL PRIMARY KEY,
    code            CHAR(3)    NOT NULL,
    record          MEDIUMTEXT NOT NULL,
    UNIQUE KEY rest_country_v2_code (code)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE rest_country_v31 (
    source_position INT        NOT NULL PRIMARY KEY,
    code            CHAR(3)    NOT NULL,
    record          MEDIUMTEXT NOT NULL,
    UNIQUE KEY rest_country_v31_code (code)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
