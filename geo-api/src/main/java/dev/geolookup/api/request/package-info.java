/**
 * Parsing request text into numbers, booleans and ranges, with the reasons a refusal gives. Uses api.
 */
package dev.geolookup.api.request;
