package dev.stagestack.runtime.clock;

/**
 * Receives the fixed simulation ticks that a {@link FrameClock} hands out
 * for a frame; the runtime's tick loop in the app, a counter or a recorder in
 * tests. One code path for both (the FXGL {@code LoopRunner} idea).
 */
@FunctionalInterface
public interface TickSink {

    /** Runs one fixed simulation step. */
    void tick();
}
