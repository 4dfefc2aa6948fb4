package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The player's view model without a toolkit: a session is driven as the player's keys drive it, and
 * the values the overlay watches are read — the moment shown, head and staging, paused, time travel,
 * the commit's steps walked back and forth, the log, breakpoint hits and what watchers are told.
 */
class PlayerViewModelTest {

    private final PlayerSession session =
            new PlayerSession(PlayerSessionTest.diverged(), BehaviorRegistry.empty(), 100);
    private final PlayerViewModel model = new PlayerViewModel(session);

    /** Paused, the button Play then Options delivered: tick 3 ends with head and staging diverged. */
    private void divergeAtTick3() {
        model.run(PlayerCommand.PAUSE_RESUME);
        model.run(PlayerCommand.STEP_TICK);
        session.button("Play");
        model.run(PlayerCommand.STEP_TICK);
        model.run(PlayerCommand.STEP_TICK);
        session.button("Options");
        model.run(PlayerCommand.STEP_TICK);
    }

    private static List<String> ids(ChainSnapshot chain) {
        return chain.bottomUp().stream().map(EntryRef::stateId).toList();
    }

    private List<String> shownHead() {
        return ids(model.shown().get().head());
    }

    private List<String> shownStaging() {
        return ids(model.shown().get().staging());
    }

    @Test
    void theLiveMomentShowsTheLatestTickWithHeadAndStaging() {
        divergeAtTick3();
        assertEquals(3L, model.shown().get().tick());
        assertEquals(3L, model.liveTick().get());
        assertEquals(List.of("title", "world"), shownHead());
        assertEquals(List.of("title", "options"), shownStaging());
        assertTrue(model.paused().get());
        assertFalse(model.travelling().get());
        assertNull(model.travelBanner().get());
        assertTrue(
                model.log().get().stream().anyMatch(l -> l.text().equals("3 push options#3")),
                model.log().get()::toString);
        assertEquals(
                "queued for tick 4: nothing (press keys, click buttons or signals)",
                model.queued().get());
        session.key("UP");
        model.refresh();
        assertEquals("queued for tick 4: key UP", model.queued().get());
    }

    @Test
    void timeTravelShowsARecordedTickReadOnlyAndItsLogAndGoesLiveAgain() {
        divergeAtTick3();
        model.run(PlayerCommand.SCRUB_BACK);
        model.run(PlayerCommand.SCRUB_BACK);
        assertEquals(1L, model.shown().get().tick());
        assertTrue(model.travelling().get());
        assertTrue(model.showsRecordedTick());
        assertEquals(List.of("title"), shownHead());
        assertEquals(List.of("title", "world"), shownStaging());
        assertEquals(
                "Time travel: tick 1 of 3 (read-only) — Ctrl+End to go live",
                model.travelBanner().get());
        List<String> log = model.log().get().stream().map(LogLine::text).toList();
        assertTrue(log.contains("1 push world#2"), log::toString);
        assertFalse(
                log.stream().anyMatch(l -> l.startsWith("2 ") || l.startsWith("3 ")),
                "the log as it stood at tick 1: " + log);
        assertEquals(3L, model.liveTick().get(), "time travel never runs the graph");

        model.travelTo(99);
        assertFalse(model.travelling().get(), "past the live tick is the live tick");
        model.travelTo(0);
        assertEquals(0L, model.shown().get().tick());
        model.run(PlayerCommand.GO_LIVE);
        assertFalse(model.travelling().get());
        assertEquals(3L, model.shown().get().tick());
        assertNull(model.travelBanner().get());
        assertTrue(model.log().get().stream().anyMatch(l -> l.text().equals("3 push options#3")));
    }

    @Test
    void commitStepsAreWalkedBackAndForthAndNamedByTheCommitsTick() {
        divergeAtTick3();
        model.run(PlayerCommand.STEP_COMMIT); // retreat: world exited
        assertEquals(List.of("title"), shownHead());
        assertEquals(4L, model.shown().get().tick(), "a moment inside tick 4's commit is named by its tick");
        model.run(PlayerCommand.STEP_COMMIT); // advance: options entered
        assertEquals(List.of("title", "options"), shownHead());
        assertEquals(List.of("title", "options", "audio"), shownStaging(), "options' enter pushed audio");

        model.run(PlayerCommand.STEP_BACK);
        assertTrue(model.travelling().get());
        assertEquals(List.of("title"), shownHead());
        assertEquals(4L, model.shown().get().tick(), "a moment inside the commit is named by the commit's tick");
        assertEquals(
                "Step back: tick 4's commit before step 2 (of 2 taken so far), read-only. F7 or PageDown goes forward.",
                model.travelBanner().get());
        model.run(PlayerCommand.STEP_BACK);
        assertEquals(List.of("title", "world"), shownHead());
        assertEquals(
                List.of("title", "options"),
                session.live().head().bottomUp().stream().map(EntryRef::stateId).toList(),
                "stepping back changes nothing live");

        model.run(PlayerCommand.STEP_COMMIT);
        model.run(PlayerCommand.STEP_COMMIT);
        assertFalse(model.travelling().get(), "forward through the moments taken, up to the live one");
        assertEquals(List.of("title", "options"), shownHead());
        model.run(PlayerCommand.STEP_COMMIT); // a new step: audio entered
        assertEquals(List.of("title", "options", "audio"), shownHead());
        assertNull(model.notice().get());
        model.run(PlayerCommand.STEP_TICK); // the rest of tick 4
        model.run(PlayerCommand.STEP_COMMIT);
        assertEquals(PlayerViewModel.NOTHING_TO_COMMIT, model.notice().get());
        model.run(PlayerCommand.STEP_TICK);
        assertNull(model.notice().get(), "another command clears the answer");
    }

    @Test
    void aBreakpointHitIsSaidWhileTheLiveMomentIsShown() {
        session.breakpoints().setBeforeEntering("options", true);
        divergeAtTick3();
        model.run(PlayerCommand.STEP_TICK); // stops before entering options
        assertEquals("before entering options#3", model.breakHit().get());
        assertTrue(model.paused().get());
        assertEquals(List.of("title"), shownHead(), "world was exited before the break");
        model.run(PlayerCommand.STEP_BACK);
        assertNull(model.breakHit().get(), "a break's words are of the live moment");
        assertEquals(List.of("title", "world"), shownHead());
        model.run(PlayerCommand.GO_LIVE);
        assertEquals("before entering options#3", model.breakHit().get());
        model.run(PlayerCommand.STEP_COMMIT);
        assertNull(model.breakHit().get(), "a step taken leaves the break behind");
        assertEquals(List.of("title", "options"), shownHead());
    }

    @Test
    void watchersAreToldTheValueNowAndThenOnlyItsChanges() {
        List<Boolean> paused = new ArrayList<>();
        List<Long> shownTicks = new ArrayList<>();
        model.paused().watch(paused::add);
        model.shown().watch(s -> shownTicks.add(s.tick()));
        model.refresh();
        model.refresh();
        assertEquals(List.of(false), paused, "told once now, not at each refresh");
        model.run(PlayerCommand.PAUSE_RESUME);
        model.run(PlayerCommand.STEP_TICK);
        model.run(PlayerCommand.STEP_TICK);
        assertEquals(List.of(false, true), paused);
        assertEquals(List.of(0L, 0L, 1L), shownTicks, "each new moment, even of the same tick (tick 0's first commit)");
    }

    @Test
    void aWatcherOfTheMomentSeesTheOtherValuesOfThatRefreshCurrent() {
        divergeAtTick3();
        List<String> seen = new ArrayList<>();
        model.shown()
                .watch(s -> seen.add(s.tick()
                        + (model.travelling().get() ? " travelling" : " live")
                        + (model.travelBanner().get() == null ? "" : " with banner")));
        model.run(PlayerCommand.SCRUB_BACK);
        model.run(PlayerCommand.GO_LIVE);
        assertEquals(
                List.of("3 live", "2 travelling with banner", "3 live"),
                seen,
                "a host (the editor's canvas) reads whether the moment is a recorded one when it changes");
    }

    @Test
    void aStepWaitsAtTheGateUntilItsAssetsAreIn() {
        List<Runnable> held = new ArrayList<>();
        model.setStepGate(held::add);
        model.run(PlayerCommand.PAUSE_RESUME);
        model.run(PlayerCommand.STEP_TICK);
        assertEquals(1, held.size());
        assertFalse(logged("0 enter title#1"), "nothing ran while the assets load");
        held.get(0).run();
        model.refresh();
        assertTrue(logged("0 enter title#1"), "the step ran once they were in");
    }

    private boolean logged(String line) {
        return model.log().get().stream().anyMatch(l -> l.text().equals(line));
    }

    @Test
    void aFileProblemIsSaidUntilTheNextCommand() {
        model.sayProblem("run.trace: cannot write it: read-only folder");
        assertEquals(
                "run.trace: cannot write it: read-only folder", model.error().get());
        model.run(PlayerCommand.PAUSE_RESUME);
        assertNull(model.error().get());
    }
}
