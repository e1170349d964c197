-- Country and time-zone boundaries (reverse geocoding): one row per feature of the GeoJSON file, its Polygon or
-- MultiPolygon in longitude/latitude degrees. The spatial indexes serve an operator's SQL; the service answers from
-- its in-memory index built from these rows.
CREATE TABLE country_boundary (
    id          INT         NOT NULL PRIMARY KEY,
    alpha3_code CHAR(3)     NOT NULL,
    shape       GEOMETRY    NOT NULL,
    SPATIAL INDEX (shape)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE timezone_boundary (
    id    INT         NOT NULL PRIMARY KEY,
    tzid  VARCHAR(64) NOT NULL,
    shape GEOMETRY    NOT NULL,
    SPATIAL INDEX (shape)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
