/**
 * Parsing request text into numbers, booleans and ranges, with the reasons a refusal gives.
 */
package dev.geolookup.api.request;
