package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;

/**
 * The CDI event a read model fires once it serves a new view: from then on, answers built from the dataset may
 * differ from those given before. Fired on the node that swapped the view, after the swap.
 *
 * @param dataset the dataset whose view was replaced
 * @param version the data version now served
 */
public record DataVersionServed(Dataset dataset, long version) {
}
