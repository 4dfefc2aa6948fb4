package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.EntryObject;

/**
 * A game object of a {@link Round}, living in the level entry's object store. It knows its own
 * handle so it can take itself out of the store (a broken brick, a caught pickup, a dead spark).
 * Pieces render in world coordinates: the round hands them a {@link View}.
 */
abstract class Piece implements EntryObject {

    final Round round;
    private long handle;

    Piece(Round round) {
        this.round = round;
    }

    /** Records the handle the store gave this piece. */
    void placed(long storeHandle) {
        handle = storeHandle;
    }

    /** Takes this piece out of the store; it is not visited again, not even later this pass. */
    void removeSelf() {
        round.objects().remove(handle);
    }

    /** Whether the piece is still in the store. */
    boolean alive() {
        return round.objects().contains(handle);
    }
}
