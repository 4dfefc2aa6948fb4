package dev.stagestack.web.browser;

/**
 * An entry discarded in a tick (pushed and popped before any commit), kept by its state and serial as the
 * chain names it: {@code pause#3}.
 *
 * @param stateId the state the entry was an instance of
 * @param serial  the entry's serial in its run
 */
record DiscardedEntry(String stateId, int serial) {

    /** The entry as traces and the chain name it: {@code pause#3}. */
    String label() {
        return stateId + "#" + serial;
    }
}
