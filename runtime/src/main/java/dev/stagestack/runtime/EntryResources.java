package dev.stagestack.runtime;

/**
 * What an entry owns besides its data (e.g. its object store). Created once per pooled entry,
 * cleared right after every {@code free} of the entry, so a reused entry starts empty.
 */
public interface EntryResources {

    /** Resources that hold nothing. */
    EntryResources NONE = () -> {};

    /** Drops everything the entry holds. */
    void clear();

    /** Makes the resources of one pooled entry. */
    @FunctionalInterface
    interface Factory {

        /** The factory of {@link EntryResources#NONE}. */
        Factory NONE = () -> EntryResources.NONE;

        /** Makes the resources of one new entry; called once per push. */
        EntryResources create();
    }
}
