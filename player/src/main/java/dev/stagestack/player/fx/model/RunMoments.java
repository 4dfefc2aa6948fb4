package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.debug.ChainRecorder;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.trace.ExplainWriter;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * What a session records of its run, moment by moment: the chain recorder and the log (trace lines
 * and explanations) listening to it, the snapshot of its latest tick (or commit step) and the ring of
 * earlier ones that time travel shows. The screen is drawn from the recorded moment too.
 */
final class RunMoments {

    private final ChainRecorder recorder = new ChainRecorder();
    private final SnapshotRing history;
    private TraceLog log = new TraceLog();
    private TickSnapshot live;

    RunMoments(int historyTicks) {
        this.history = new SnapshotRing(historyTicks);
    }

    /** Forgets the previous run: a new log, an empty history. */
    void newRun() {
        log = new TraceLog();
        recorder.reset();
        history.clear();
    }

    /** Has the log's writers and the chain recorder listen to {@code run}. */
    void listenTo(GraphRun run) {
        run.addListener(new ExplainWriter(log));
        run.addListener(new TraceWriter(log, false));
        run.addListener(recorder);
    }

    /**
     * Records the moment {@code tick} of {@code stack} with the lines logged since the last one, keeps it
     * for time travel and tells {@code events} of it.
     */
    TickSnapshot record(StateStack stack, long tick, SessionEvents events) {
        EntryRef before = live == null ? null : live.head().top().orElse(null);
        List<LogLine> lines = log.takePending();
        live = recorder.snapshot(stack, tick, lines);
        history.record(live);
        events.recorded(before, live.head().top().orElse(null), lines, tick);
        return live;
    }

    /** What the screen draws of {@code stack} this frame, bottom to top (docs/semantics.md §6). */
    List<ScreenEntry> screen(StateStack stack) {
        int depth = stack.headDepth();
        List<ScreenEntry> out = new ArrayList<>(depth);
        for (int level = 0; level < depth; level++) {
            Entry e = stack.headAt(level);
            boolean isHead = level == depth - 1;
            if (isHead || e.type().covered().drawnWhenCovered()) {
                out.add(new ScreenEntry(
                        live.head().bottomUp().get(level), isHead, e.activeTicks(), recorder.updates(e.serial())));
            }
        }
        return out;
    }

    /** Runs the draw walk of {@code stack} onto {@code router}, the recorder telling it the entry drawing. */
    void draw(StateStack stack, Surface router) {
        stack.draw(router);
        recorder.drawDone();
    }

    /** The serial of the entry whose {@code draw} runs now, or 0 outside the draw walk. */
    int drawingSerial() {
        Entry e = recorder.drawing();
        return e == null ? 0 : e.serial();
    }

    TickSnapshot live() {
        return live;
    }

    SnapshotRing history() {
        return history;
    }

    TraceLog log() {
        return log;
    }
}
