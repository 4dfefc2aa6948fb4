package dev.stagestack.runtime.graph;

import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.HeldKeys;
import dev.stagestack.runtime.Postbox;
import dev.stagestack.runtime.SignalSink;
import dev.stagestack.runtime.StateStack;
import java.util.Objects;

/**
 * The input of a {@link GraphRun} (docs/semantics.md §4, §17): the queue its input phase delivers, fed by the
 * owner thread's {@link GraphRun#offer offers} and the signals behaviours raise on it, and what other threads
 * post, which joins the queue when a tick begins. Delivering an event updates the held keys first, then fires
 * head's triggers; a key release only updates the held keys.
 */
final class RunInput {

    private final InputQueue queue = new InputQueue();
    private final PostedInput posted = new PostedInput();

    /** Where a run's behaviours raise signals: from the owner thread directly, from others by post. */
    SignalSink signalSink() {
        return new SignalSink() {
            @Override
            public void signal(String name) {
                queue.add(TriggerType.SIGNAL, name, KeyHold.NONE);
            }

            @Override
            public boolean post(Postbox from, String name) {
                return posted.add(InputEvent.signal(name), from);
            }
        };
    }

    /** Queues an event from the owner thread for the next input phase. */
    void offer(InputEvent event) {
        queue.add(event.kind(), event.text(), event.hold());
    }

    /** From any thread: takes an event for the next tick that starts, unless the run has ended. */
    void post(InputEvent event) {
        posted.add(Objects.requireNonNull(event, "event"), null);
    }

    /** A tick begins: what was posted before it joins the queue, after the events offered. */
    void tickBegins() {
        posted.moveInto(queue);
    }

    /** The run ended: later posts are dropped. */
    void close() {
        posted.close();
    }

    /**
     * Delivers the events queued before this input phase to head, in order, updating the held keys
     * as each key event arrives; later events wait for the next tick.
     */
    void deliver(StateStack stack, CompiledGraph graph) {
        for (int pending = queue.size(); pending > 0; pending--) {
            TriggerType kind = queue.firstKind();
            String text = queue.firstText();
            KeyHold hold = queue.firstHold();
            boolean orphaned = queue.firstOrphaned();
            queue.dropFirst();
            if (orphaned) {
                continue;
            }
            if (kind == TriggerType.KEY) {
                trackKey(stack.keys(), text, hold);
            }
            if (hold != KeyHold.RELEASE && stack.hasState(stack.head().type())) {
                graph.rules(stack.head().type().index())
                        .fireInput(kind, text, stack.head().context());
            }
        }
    }

    private static void trackKey(HeldKeys keys, String key, KeyHold hold) {
        switch (hold) {
            case PRESS -> keys.press(key);
            case RELEASE -> keys.release(key);
            case NONE -> keys.tap(key);
            default -> throw new AssertionError(hold);
        }
    }
}
