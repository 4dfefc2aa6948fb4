package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The input events of one run: those queued for the next tick (keys, clicks, signals), those of a
 * loaded script waiting for their tick, and the record of every event delivered, which is the
 * run's script (docs/cli.md) for export.
 */
final class RunInputs {
    private final List<InputEvent> pending = new ArrayList<>();
    private final List<String> delivered = new ArrayList<>();
    private List<ScriptEvent> script = List.of();
    private int scriptNext;

    void queue(InputEvent event) {
        pending.add(event);
    }

    /** The events queued for the next tick, as a script writes them ({@code key ESCAPE}). */
    List<String> queued() {
        return pending.stream().map(InputEvent::toString).toList();
    }

    /** The events the input phase of {@code tick} delivers, in order (the script's due ones first); recorded as delivered. */
    List<InputEvent> takeFor(long tick) {
        List<InputEvent> events = new ArrayList<>();
        while (scriptNext < script.size() && script.get(scriptNext).tick() <= tick) {
            events.add(script.get(scriptNext++).event());
        }
        events.addAll(pending);
        pending.clear();
        events.forEach(e -> delivered.add(tick + " " + e));
        return events;
    }

    /** A new run: nothing queued, delivered or loaded. */
    void clear() {
        pending.clear();
        delivered.clear();
        script = List.of();
        scriptNext = 0;
    }

    void load(Script loaded) {
        script = List.copyOf(loaded.events());
        scriptNext = 0;
    }

    /** How many of the loaded script's events have been delivered. */
    int scriptDelivered() {
        return scriptNext;
    }

    boolean scriptLeft() {
        return scriptNext < script.size();
    }

    /** Where the loaded script stands: {@code script: 3 of 12 events delivered; next: 240 key ESCAPE}; empty without one. */
    Optional<String> scriptProgress() {
        if (script.isEmpty()) {
            return Optional.empty();
        }
        String next = scriptLeft()
                ? "next: " + script.get(scriptNext).tick() + " "
                        + script.get(scriptNext).event()
                : "all delivered";
        return Optional.of("script: " + scriptNext + " of " + script.size() + " events delivered; " + next);
    }

    /** Every event delivered so far, as script lines. */
    List<String> delivered() {
        return List.copyOf(delivered);
    }
}
