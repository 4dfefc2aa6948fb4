package dev.stagestack.player.fx.model;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Callback;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Tells which transitions fire, by the rules of docs/semantics.md §4–§5 applied to what the stack
 * reports: lifecycle triggers on their callbacks, timers on {@code active} when the counter
 * reaches the threshold, and the tick's input events on the head that receives them (the head
 * of the {@code active} walk, which input cannot move).
 */
final class TransitionSpotter implements StackListener {

    /** A fired transition and the entry it fired on. */
    record Fired(Transition transition, EntryRef entry, long tick) {}

    private Graph graph;
    private final Consumer<Fired> sink;
    private final List<InputEvent> delivering = new ArrayList<>();

    TransitionSpotter(Graph graph, Consumer<Fired> sink) {
        this.graph = graph;
        this.sink = sink;
    }

    /** The graph whose transitions it spots from now on: a reload's (docs/semantics.md §19). */
    void useGraph(Graph reloaded) {
        graph = reloaded;
    }

    /** The events the coming tick's input phase delivers, in order. */
    void delivering(List<InputEvent> events) {
        delivering.clear();
        delivering.addAll(events);
    }

    @Override
    public void callback(StateStack stack, Callback callback, Entry entry) {
        switch (callback) {
            case ENTER -> lifecycle(stack, entry, TriggerType.ENTER);
            case EXIT -> lifecycle(stack, entry, TriggerType.EXIT);
            case PAUSE -> lifecycle(stack, entry, TriggerType.PAUSE);
            case RESUME -> lifecycle(stack, entry, TriggerType.RESUME);
            case ACTIVE -> active(stack, entry);
            default -> {}
        }
    }

    private void lifecycle(StateStack stack, Entry entry, TriggerType type) {
        for (Transition t : graph.transitionsFrom(entry.stateId())) {
            if (t.trigger().type() == type) {
                fire(t, entry, stack.tick());
            }
        }
    }

    private void active(StateStack stack, Entry head) {
        List<Transition> out = graph.transitionsFrom(head.stateId());
        for (InputEvent event : delivering) {
            if (!event.fires()) {
                continue;
            }
            out.stream()
                    .filter(t -> t.trigger().type() == event.kind()
                            && t.trigger().text().equals(event.text()))
                    .findFirst()
                    .ifPresent(t -> fire(t, head, stack.tick()));
        }
        delivering.clear();
        for (Transition t : out) {
            if (t.trigger().type() == TriggerType.TIMER
                    && t.trigger().timerTicks(graph.tickRate()) == head.activeTicks()) {
                fire(t, head, stack.tick());
            }
        }
    }

    private void fire(Transition t, Entry entry, long tick) {
        sink.accept(new Fired(t, new EntryRef(entry.stateId(), entry.serial()), tick));
    }
}
