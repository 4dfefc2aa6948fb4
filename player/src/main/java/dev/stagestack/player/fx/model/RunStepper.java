package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.debug.CommitDebugger;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.List;
import java.util.function.LongFunction;

/**
 * Steps a session's run, a whole tick or one commit step at a time, and stops it where the
 * breakpoints say ({@link CommitDebugger}), pausing its clock. A tick's input phase takes the events
 * queued for it; after it the assets no entry holds are dropped and the moment is recorded. Closing a
 * run finishes the commit being stepped first, so that its trace stays one a headless replay gives.
 */
final class RunStepper {

    private final RunInputs inputs;
    private final TransitionSpotter spotter;
    private final AssetCache cache;
    private final SessionEvents events;
    private final RunMoments moments;
    private final FrameClock clock;
    private final LongFunction<TickSnapshot> record;
    private final CommitDebugger debugger;

    /** @param record records the moment of a tick of the run (or of a commit step) and returns it */
    RunStepper(
            RunInputs inputs,
            TransitionSpotter spotter,
            AssetCache cache,
            SessionEvents events,
            RunMoments moments,
            FrameClock clock,
            LongFunction<TickSnapshot> record) {
        this.inputs = inputs;
        this.spotter = spotter;
        this.cache = cache;
        this.events = events;
        this.moments = moments;
        this.clock = clock;
        this.record = record;
        this.debugger = new CommitDebugger(new CommitDebugger.Session() {
            @Override
            public TickSnapshot record(long tick) {
                return record.apply(tick);
            }

            @Override
            public void pause() {
                clock.pause();
            }
        });
    }

    /** Runs the next tick of {@code run}, unless it ended or a breakpoint stops it ({@link PlayerSession#tick()}). */
    void tick(GraphRun run) {
        if (run.finished() || debugger.stoppedBeforeTick(run, moments.live())) {
            return;
        }
        runTick(run);
    }

    /** Runs the next tick, or the rest of the one whose commit is being stepped, whatever breakpoints say. */
    private void runTick(GraphRun run) {
        LogLine errorBefore = events.lastError();
        long inputTick = run.nextTick();
        List<InputEvent> delivered = inputs.takeFor(inputTick);
        spotter.delivering(delivered);
        delivered.forEach(run::offer);
        boolean goesOn = run.tick();
        if (!goesOn) {
            run.finish();
        }
        cache.dropUnreferenced();
        record.apply(goesOn ? run.nextTick() - 1 : run.nextTick());
        if (goesOn) {
            debugger.afterTick(moments.live(), events.lastError() != errorBefore);
        }
    }

    /** Runs ticks of {@code run} up to and including the one that delivers the script's next event, and pauses; false when none is left. */
    boolean runToNextScriptEvent(GraphRun run) {
        clock.pause();
        if (!inputs.scriptLeft() || run.finished()) {
            return false;
        }
        int target = inputs.scriptDelivered();
        while (inputs.scriptDelivered() <= target && !run.finished()) {
            tick(run);
        }
        return true;
    }

    /** Takes one step of the next commit of {@code run} and pauses; {@link CommitStep#NONE} when it has ended. */
    CommitStep stepCommit(GraphRun run) {
        clock.pause();
        return run.finished() ? CommitStep.NONE : debugger.stepCommit(run, moments.live());
    }

    /** Ends {@code run} with its teardown, the tick whose commit is being stepped run to its end first. Idempotent. */
    void close(GraphRun run) {
        if (!run.finished() && debugger.commitBegun()) {
            runTick(run);
        }
        if (!run.finished()) {
            run.finish();
            record.apply(run.nextTick());
        }
        cache.dropUnreferenced();
    }

    /** The ticks {@code run} has begun: those that ran, and the one whose commit is being stepped. */
    long ticksBegun(GraphRun run) {
        return run.nextTick() + (!run.finished() && debugger.commitBegun() ? 1 : 0);
    }

    /** Resumes the clock after a pause: the last breakpoint hit is over. */
    void resume() {
        debugger.resumed();
        clock.resume();
    }

    /** The breakpoints, the last hit and the commit being stepped. */
    CommitDebugger debugger() {
        return debugger;
    }
}
