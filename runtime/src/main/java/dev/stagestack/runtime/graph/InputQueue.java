package dev.stagestack.runtime.graph;

import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Postbox;

/**
 * The events waiting for the next input phase, in arrival order: a growable ring of
 * (kind, text, hold, postbox) entries, so queueing a signal allocates nothing once warm. The postbox is
 * the one a signal was posted through from another thread (docs/semantics.md §17), else null.
 */
final class InputQueue {

    private TriggerType[] kinds = new TriggerType[16];
    private String[] texts = new String[16];
    private KeyHold[] holds = new KeyHold[16];
    private Postbox[] froms = new Postbox[16];
    private int first;
    private int size;

    void add(TriggerType kind, String text, KeyHold hold) {
        add(kind, text, hold, null);
    }

    void add(TriggerType kind, String text, KeyHold hold, Postbox from) {
        if (size == kinds.length) {
            grow();
        }
        int slot = (first + size) % kinds.length;
        kinds[slot] = kind;
        texts[slot] = text;
        holds[slot] = hold;
        froms[slot] = from;
        size++;
    }

    int size() {
        return size;
    }

    TriggerType firstKind() {
        return kinds[first];
    }

    String firstText() {
        return texts[first];
    }

    KeyHold firstHold() {
        return holds[first];
    }

    /** Whether the first event was posted through a postbox whose entry has left the stack since. */
    boolean firstOrphaned() {
        Postbox from = froms[first];
        return from != null && !from.isOpen();
    }

    void dropFirst() {
        kinds[first] = null;
        texts[first] = null;
        holds[first] = null;
        froms[first] = null;
        first = (first + 1) % kinds.length;
        size--;
    }

    private void grow() {
        TriggerType[] newKinds = new TriggerType[kinds.length * 2];
        String[] newTexts = new String[texts.length * 2];
        KeyHold[] newHolds = new KeyHold[holds.length * 2];
        Postbox[] newFroms = new Postbox[froms.length * 2];
        for (int i = 0; i < size; i++) {
            int slot = (first + i) % kinds.length;
            newKinds[i] = kinds[slot];
            newTexts[i] = texts[slot];
            newHolds[i] = holds[slot];
            newFroms[i] = froms[slot];
        }
        kinds = newKinds;
        texts = newTexts;
        holds = newHolds;
        froms = newFroms;
        first = 0;
    }
}
