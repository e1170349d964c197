/**
 * The imports of REST Countries' data files for its v2 and v3.1 API: each record kept as the file gives it, checked
 * for its code. Uses imports.
 */
package dev.geolookup.imports.restcountries;
