package dev.stagestack.runtime.graph;

import dev.stagestack.model.TriggerType;
import java.util.Arrays;

/**
 * The events waiting for the next input phase, in arrival order: a growable ring of
 * (kind, text) pairs, so queueing a signal allocates nothing once warm.
 */
final class InputQueue {

    private TriggerType[] kinds = new TriggerType[16];
    private String[] texts = new String[16];
    private int first;
    private int size;

    void add(TriggerType kind, String text) {
        if (size == kinds.length) {
            grow();
        }
        int slot = (first + size) % kinds.length;
        kinds[slot] = kind;
        texts[slot] = text;
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

    void dropFirst() {
        kinds[first] = null;
        texts[first] = null;
        first = (first + 1) % kinds.length;
        size--;
    }

    private void grow() {
        TriggerType[] newKinds = new TriggerType[kinds.length * 2];
        String[] newTexts = new String[texts.length * 2];
        for (int i = 0; i < size; i++) {
            newKinds[i] = kinds[(first + i) % kinds.length];
            newTexts[i] = texts[(first + i) % texts.length];
        }
        kinds = newKinds;
        texts = newTexts;
        first = 0;
    }

    @Override
    public String toString() {
        return size + " queued of " + Arrays.toString(kinds);
    }
}
