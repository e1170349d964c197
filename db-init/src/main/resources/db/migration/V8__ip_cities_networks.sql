-- Where an address is (DB-IP IP to City Lite) and which network owns it (autonomous systems from RouteViews, the
-- regional registries and DB-IP ASN Lite). Addresses as in ip_range: network byte order, 4 or 16 bytes. Texts
-- absent from the source are NULL, never empty strings.
CREATE TABLE ip_city_range (
    ip_version   TINYINT       NOT NULL,
    range_start  VARBINARY(16) NOT NULL,
    range_end    VARBINARY(16) NOT NULL,
    country_code CHAR(2)       NOT NULL,
    region       VARCHAR(200)  NULL,
    district     VARCHAR(200)  NULL,
    city         VARCHAR(200)  NULL,
    postal_code  VARCHAR(20)   NULL,
    latitude     DOUBLE        NULL,
    longitude    DOUBLE        NULL,
    PRIMARY KEY (ip_version, range_start)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE ip_network (
    ip_version   TINYINT       NOT NULL,
    range_start  VARBINARY(16) NOT NULL,
    range_end    VARBINARY(16) NOT NULL,
    asn          BIGINT        NOT NULL,
    organization VARCHAR(300)  NULL,
    PRIMARY KEY (ip_version, range_start)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
