-- Natural Earth's first-level subdivision outlines (dataset subdivision-outlines): one row a unit in file order, its
-- ISO 3166-2 code, GeoNames id, English type, label point and names by language as the file gives them. The read
-- model maps each unit to its GeoNames admin1 code; reverse geocoding asks it which unit holds a point.
CREATE TABLE subdivision_outline (
    id           INT           NOT NULL PRIMARY KEY,
    unit_code    VARCHAR(20)   NOT NULL,
    iso_code     VARCHAR(10)   NULL,
    country_code CHAR(2)       NULL,
    geoname_id   BIGINT        NULL,
    name         VARCHAR(200)  NOT NULL,
    type_en      VARCHAR(60)   NULL,
    latitude     DOUBLE        NULL,
    longitude    DOUBLE        NULL,
    names        TEXT          NULL,
    shape        GEOMETRY      NOT NULL,
    SPATIAL INDEX (shape)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
