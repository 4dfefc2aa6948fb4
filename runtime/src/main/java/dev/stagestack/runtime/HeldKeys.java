package dev.stagestack.runtime;

import dev.stagestack.model.KeyNames;
import java.util.Arrays;

/**
 * The run's keyboard state behind {@link Keys}: the keys held and the keys pressed this tick,
 * changed only by the run's input phase. Two small arrays of key names searched linearly (a
 * keyboard holds a handful of keys); once warm, nothing allocates. Every method taking a key name
 * refuses a name that is not one (docs/format.md "Key names") with {@link IllegalArgumentException}.
 */
public final class HeldKeys implements Keys {

    /** The thread rule of the stack these keys belong to; null for keys of no stack. */
    private final OwnerThread owner;

    private String[] held = new String[8];
    private int heldCount;
    private String[] pressed = new String[8];
    private int pressedCount;

    /** Keys of no stack, which any thread may change. */
    public HeldKeys() {
        this(null);
    }

    /** The keys of a stack: only the thread that drives it may change them. */
    HeldKeys(OwnerThread owner) {
        this.owner = owner;
    }

    private void requireOwner(String call) {
        if (owner != null) {
            owner.require(call);
        }
    }

    @Override
    public boolean isDown(String key) {
        return indexOf(held, heldCount, key) >= 0 || !requireKey(key);
    }

    @Override
    public boolean wasPressed(String key) {
        return indexOf(pressed, pressedCount, key) >= 0 || !requireKey(key);
    }

    /**
     * Refuses a name that is not a key name (docs/format.md "Key names"), as {@code InputEvent.key} does.
     *
     * @return true
     * @throws IllegalArgumentException with a hint: {@code unknown key "Escape" (did you mean "ESCAPE"?); ...}
     */
    private static boolean requireKey(String key) {
        if (!KeyNames.isKey(key)) {
            throw new IllegalArgumentException(KeyNames.whyNot(key).orElseThrow());
        }
        return true;
    }

    /** Starts a tick's input phase: no key has been pressed in it yet; held keys stay held. */
    public void newTick() {
        requireOwner("keys().newTick");
        if (pressedCount == 0) {
            return;
        }
        Arrays.fill(pressed, 0, pressedCount, null);
        pressedCount = 0;
    }

    /** A key tap: pressed this tick, not held afterwards (a script's {@code key} line). */
    public void tap(String key) {
        requireOwner("keys().tap");
        requireKey(key);
        if (!wasPressed(key)) {
            pressed = append(pressed, pressedCount++, key);
        }
    }

    /** A key goes down and stays held until {@link #release}; it also counts as pressed this tick. */
    public void press(String key) {
        requireOwner("keys().press");
        tap(key);
        if (!isDown(key)) {
            held = append(held, heldCount++, key);
        }
    }

    /** A held key goes up; releasing a key that is not held changes nothing. */
    public void release(String key) {
        requireOwner("keys().release");
        requireKey(key);
        int i = indexOf(held, heldCount, key);
        if (i >= 0) {
            held[i] = held[--heldCount];
            held[heldCount] = null;
        }
    }

    /** Releases every held key (a new run, or the window lost the keyboard). */
    public void releaseAll() {
        requireOwner("keys().releaseAll");
        Arrays.fill(held, 0, heldCount, null);
        heldCount = 0;
        newTick();
    }

    private static int indexOf(String[] keys, int count, String key) {
        for (int i = 0; i < count; i++) {
            if (keys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private static String[] append(String[] keys, int index, String key) {
        String[] out = index == keys.length ? Arrays.copyOf(keys, keys.length * 2) : keys;
        out[index] = key;
        return out;
    }
}
