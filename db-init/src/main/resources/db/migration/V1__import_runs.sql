-- Every import run, successful or not, and the version of the data each dataset serves.
CREATE TABLE import_run (
    id               BIGINT AUTO_INCREMENT PRIMARY KEY,
    dataset          VARCHAR(32)   NOT NULL,
    source           VARCHAR(2048) NOT NULL,
    status           VARCHAR(16)   NOT NULL,
    checksum_sha256  CHAR(64)      NULL,
    bytes_total      BIGINT        NULL,
    bytes_read       BIGINT        NOT NULL DEFAULT 0,
    rows_read        BIGINT        NOT NULL DEFAULT 0,
    rows_written     BIGINT        NOT NULL DEFAULT 0,
    rows_skipped     BIGINT        NOT NULL DEFAULT 0,
    started_at       TIMESTAMP(3)  NOT NULL,
    finished_at      TIMESTAMP(3)  NULL,
    error            TEXT          NULL,
    job_execution_id BIGINT        NULL,
    KEY import_run_by_dataset (dataset, started_at)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- Rows left out of a run, counted per reason.
CREATE TABLE import_run_skipped (
    import_run_id BIGINT       NOT NULL,
    reason        VARCHAR(200) NOT NULL,
    row_count     BIGINT       NOT NULL,
    PRIMARY KEY (import_run_id, reason)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- Bumped in the transaction that swaps a dataset in; every node reloads its read models when it changes.
CREATE TABLE dataset_version (
    dataset       VARCHAR(32)  PRIMARY KEY,
    version       BIGINT       NOT NULL,
    import_run_id BIGINT       NULL,
    updated_at    TIMESTAMP(3) NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
