/**
 * What the compatible APIs' beans share: the bundle of read models one answer is written from, taken once per
 * request. Uses api, boundary, country, place, postal and subdivision.
 */
package dev.geolookup.adapter;
