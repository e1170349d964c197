package dev.geolookup.readmodel;

import dev.geolookup.api.Dataset;

/**
 * A node did not load a data version its heap cannot hold: fired so that the import that made the version carries
 * the refusal in its record, beside readiness and the metrics of the node itself.
 *
 * @param node    the node that refused, as its host and process name it
 * @param reason  the refusal with its numbers, as {@link HeapBudget.Refusal#reason()} writes it
 */
public record ReadModelRefused(Dataset dataset, long version, String node, String reason) {
}
