/**
 * The import jobs, described once: each dataset's declaration (ImportJobs: its tables, reader, processor, writer,
 * chunk size and fewest rows) and the writer of the Jakarta Batch job files from them at build time
 * (ImportJobFiles), which holds the listeners and the prepare, load and swap steps every import shares. Uses api.
 */
package dev.geolookup.imports.jobs;
