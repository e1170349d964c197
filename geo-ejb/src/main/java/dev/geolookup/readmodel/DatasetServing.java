package dev.geolookup.readmodel;

/**
 * What this node serves of a dataset: whether a read model serves it at all (some datasets are read from the
 * database), the data version that model serves (0: none yet), and the refusal of a newer version the heap could not
 * hold beside it, if any.
 */
public record DatasetServing(boolean hasReadModel, long servedVersion, HeapBudget.Refusal refusal) {
}
