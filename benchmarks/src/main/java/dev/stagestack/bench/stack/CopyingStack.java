package dev.stagestack.bench.stack;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The comparison design, kept only in the benchmarks: a state stack as many engines write it,
 * with a new immutable list copied on every push and pop and a new frame object per push.
 * Head and staging are two such lists; {@link #commit()} exits what left staging (top down,
 * resuming what it reveals) and enters what is new (pausing what it covers), then shares the
 * staging list as the new head. {@link #step()} walks the head list as the runtime does.
 */
final class CopyingStack {

    /** The lifecycle callbacks; the benchmarks use {@link #NONE}, like the runtime's behaviour-less states. */
    interface Callbacks {
        Callbacks NONE = new Callbacks() {};

        default void enter(Frame frame) {}

        default void exit(Frame frame) {}

        default void pause(Frame frame) {}

        default void resume(Frame frame) {}

        default void active(Frame frame) {}

        default void inactive(Frame frame) {}
    }

    /** One entry of the stack. */
    static final class Frame {
        final int serial;
        long activeTicks;

        Frame(int serial) {
            this.serial = serial;
        }
    }

    private final Callbacks callbacks;
    private List<Frame> head = List.of();
    private List<Frame> staging = List.of();
    private int nextSerial = 1;

    CopyingStack(Callbacks callbacks) {
        this.callbacks = callbacks;
    }

    /** A stack with {@code depth} committed entries and no-op callbacks. */
    static CopyingStack committedAt(int depth) {
        CopyingStack stack = new CopyingStack(Callbacks.NONE);
        for (int i = 0; i < depth; i++) {
            stack.push();
        }
        stack.commit();
        return stack;
    }

    int depth() {
        return head.size();
    }

    void push() {
        List<Frame> copy = new ArrayList<>(staging.size() + 1);
        copy.addAll(staging);
        copy.add(new Frame(nextSerial++));
        staging = Collections.unmodifiableList(copy);
    }

    void pop() {
        staging = List.copyOf(staging.subList(0, staging.size() - 1));
    }

    void commit() {
        if (head == staging) {
            return;
        }
        int common = commonPrefix();
        for (int i = head.size() - 1; i >= common; i--) {
            callbacks.exit(head.get(i));
        }
        if (common < head.size() && common > 0) {
            callbacks.resume(head.get(common - 1));
        }
        for (int i = common; i < staging.size(); i++) {
            if (i > 0) {
                callbacks.pause(staging.get(i - 1));
            }
            callbacks.enter(staging.get(i));
        }
        head = staging;
    }

    void step() {
        int top = head.size() - 1;
        for (int i = 0; i < top; i++) {
            callbacks.inactive(head.get(i));
        }
        if (top >= 0) {
            Frame frame = head.get(top);
            frame.activeTicks++;
            callbacks.active(frame);
        }
    }

    private int commonPrefix() {
        int n = Math.min(head.size(), staging.size());
        int i = 0;
        while (i < n && head.get(i) == staging.get(i)) {
            i++;
        }
        return i;
    }
}
