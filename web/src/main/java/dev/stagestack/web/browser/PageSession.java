package dev.stagestack.web.browser;

import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.ChainRecorder;
import dev.stagestack.runtime.debug.CommitDebugger;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.List;
import java.util.Optional;

/**
 * The page's live run with the player's debugger (docs/player.md "Breakpoints"): each tick and commit step
 * recorded as the player's session records it ({@link ChainRecorder}), the breakpoints and the commit taken
 * step by step by the same {@link CommitDebugger}, which pauses the page's clock when one hits.
 */
final class PageSession {

    private final GraphRun run;
    private final FrameClock clock;
    private final ChainRecorder recorder = new ChainRecorder();
    private final CommitDebugger debugger;
    private TickSnapshot live;
    private int errors;

    /** The session of {@code run}, not started yet: its listeners are added before the run's first commit. */
    PageSession(GraphRun run, FrameClock clock) {
        this.run = run;
        this.clock = clock;
        this.debugger = new CommitDebugger(new CommitDebugger.Session() {
            @Override
            public TickSnapshot record(long tick) {
                return PageSession.this.record(tick);
            }

            @Override
            public void pause() {
                clock.pause();
            }
        });
        run.addListener(recorder);
        run.addListener(new StackListener() {
            @Override
            public void error(StateStack stack, StackError code, Entry entry, String message) {
                errors++;
            }
        });
    }

    /** Starts the run: its initial state pushed and committed as tick 0. */
    void start() {
        run.start();
        record(0);
    }

    /**
     * Runs one whole tick (finishing a commit being stepped) unless the run is over or a breakpoint stops it,
     * before a watched commit step or at the tick's end; false then, and the clock is paused.
     */
    boolean tick() {
        if (run.over() || debugger.stoppedBeforeTick(run, live)) {
            return false;
        }
        int errorsBefore = errors;
        boolean goesOn = run.tick();
        record(goesOn ? run.nextTick() - 1 : run.nextTick());
        if (goesOn) {
            debugger.afterTick(live, errors != errorsBefore);
        }
        return goesOn && debugger.lastBreak().isEmpty();
    }

    /** One step of the next tick's commit (F7), the clock paused; {@link CommitStep#NONE} when there is none. */
    CommitStep stepCommit() {
        clock.pause();
        return run.over() ? CommitStep.NONE : debugger.stepCommit(run, live);
    }

    /** The run goes on after a break (F5): its words are no longer current. */
    void resumed() {
        debugger.resumed();
    }

    /** The chains of the latest tick or commit step. */
    TickSnapshot live() {
        return live;
    }

    /** The moments of the commit being stepped: before it, then after each step taken; empty when none is. */
    List<TickSnapshot> commitSteps() {
        return debugger.commitSteps();
    }

    /** The kind of the latest step of the commit being stepped. */
    CommitStep lastStep() {
        return debugger.lastStep();
    }

    /** What the breakpoint hit says ({@code before entering boss-dialog#5}), until the run goes on. */
    Optional<String> lastBreak() {
        return debugger.lastBreak();
    }

    /** How many ticks the entry of {@code serial} has been updated: its card's motion indicator. */
    long updates(int serial) {
        return recorder.updates(serial);
    }

    Breakpoints breakpoints() {
        return debugger.breakpoints();
    }

    GraphRun run() {
        return run;
    }

    /** The page's clock, which a breakpoint pauses. */
    FrameClock clock() {
        return clock;
    }

    private TickSnapshot record(long tick) {
        live = recorder.snapshot(run.stack(), tick, List.of());
        return live;
    }
}
