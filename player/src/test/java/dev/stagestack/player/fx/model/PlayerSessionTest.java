package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The player's view-model without a toolkit. */
class PlayerSessionTest {

    /** docs/semantics.md §10. */
    static Graph diverged() {
        return new Graph(
                "diverged",
                "title",
                60,
                List.of(StateDef.of("title"), StateDef.of("world"), StateDef.of("options"), StateDef.of("audio")),
                List.of(
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("world"))),
                        Transition.of(
                                "open-options",
                                "world",
                                Trigger.button("Options"),
                                List.of(Action.pop(), Action.push("options"))),
                        Transition.of(
                                "open-audio",
                                "options",
                                Trigger.on(TriggerType.ENTER),
                                List.of(Action.push("audio")))));
    }

    private static final List<String> SECTION_10 = List.of(
            "0 push title#1",
            "0 load title#1",
            "0 init title#1",
            "0 enter title#1",
            "1 push world#2",
            "2 pause title#1",
            "2 load world#2",
            "2 init world#2",
            "2 enter world#2",
            "3 pop world#2",
            "3 push options#3",
            "4 exit world#2",
            "4 free world#2",
            "4 unload world#2",
            "4 resume title#1",
            "4 pause title#1",
            "4 load options#3",
            "4 init options#3",
            "4 enter options#3",
            "4 push audio#4",
            "4 pause options#3",
            "4 load audio#4",
            "4 init audio#4",
            "4 enter audio#4",
            "5 quit",
            "5 pop audio#4",
            "5 pop options#3",
            "5 pop title#1",
            "5 exit audio#4",
            "5 free audio#4",
            "5 unload audio#4",
            "5 resume options#3",
            "5 exit options#3",
            "5 free options#3",
            "5 unload options#3",
            "5 resume title#1",
            "5 exit title#1",
            "5 free title#1",
            "5 unload title#1",
            "5 end");

    private final PlayerSession session = new PlayerSession(diverged(), BehaviorRegistry.empty(), 100);

    /** Ticks 0..4 with the §10 script; button presses are queued before the tick that delivers them. */
    private void playSection10(boolean commitStepByStep) {
        session.tick();
        session.button("Play");
        session.tick();
        session.tick();
        session.button("Options");
        session.tick();
        if (commitStepByStep) {
            while (session.stepCommit() != CommitStep.NONE) {
                assertEquals(4, session.live().tick());
            }
        }
        session.tick();
    }

    @Test
    void closingAfterFiveTicksWritesTheTraceOfSection10() {
        playSection10(false);
        session.close();
        assertEquals(SECTION_10, session.log().trace());
        assertTrue(session.ended());
    }

    @Test
    void steppingTheCommitOneStepAtATimeWritesTheSameTrace() {
        playSection10(true);
        session.close();
        assertEquals(SECTION_10, session.log().trace());
    }

    @Test
    void listenersHearHeadChangesTransitionsAndTheEnd() {
        List<String> heard = new ArrayList<>();
        session.addListener(new PlayerListener() {
            @Override
            public void headChanged(EntryRef head, long tick) {
                heard.add(tick + " head " + head);
            }

            @Override
            public void transitionFired(Transition transition, EntryRef entry, long tick) {
                heard.add(tick + " fired " + transition.id() + " on " + entry);
            }

            @Override
            public void ended(long tick) {
                heard.add(tick + " ended");
            }
        });
        playSection10(false);
        session.close();
        assertEquals(
                List.of(
                        "0 head title#1",
                        "1 fired play on title#1",
                        "2 head world#2",
                        "3 fired open-options on world#2",
                        "4 fired open-audio on options#3",
                        "4 head audio#4",
                        "5 head null",
                        "5 ended"),
                heard);
    }

    @Test
    void aRestartEndsTheRunAndThenSaysANewOneStarted() {
        List<String> heard = new ArrayList<>();
        session.addListener(new PlayerListener() {
            @Override
            public void started() {
                heard.add("started at " + session.live().tick());
            }

            @Override
            public void ended(long tick) {
                heard.add(tick + " ended");
            }
        });
        playSection10(false);
        session.restart();
        assertEquals(List.of("5 ended", "started at 0"), heard, "a host showing 'ended' learns the new run began");
    }

    @Test
    void theTimeTravelRecordIsBoundedAndHoldsEachTicksChains() {
        playSection10(false);
        TickSnapshot tick3 = session.history().at(3).orElseThrow();
        assertTrue(tick3.diff().diverged());
        assertEquals(
                List.of(
                        "# 3 world#2: button \"Options\" fires transition open-options",
                        "3 pop world#2",
                        "3 push options#3"),
                tick3.log().stream().map(LogLine::text).toList(),
                "the tick's log, explained");
        for (int i = 0; i < 500; i++) {
            session.tick();
        }
        assertEquals(100, session.history().size());
        assertTrue(session.history().at(3).isEmpty());
    }

    @Test
    void restartEndsTheRunWithItsTeardownAndStartsFromTickZero() {
        playSection10(false);
        session.restart();
        assertEquals(2, session.runNumber());
        assertEquals(List.of("0 push title#1"), session.log().trace());
        assertEquals(0, session.live().tick());
    }

    @Test
    void exportWritesTheWholeTraceAtomically(@TempDir Path dir) throws Exception {
        playSection10(false);
        session.close();
        Path file = dir.resolve("run.trace");
        assertTrue(TraceExport.write(file, session.log().trace()).isEmpty());
        assertEquals(SECTION_10, Files.readAllLines(file));
        try (var left = Files.list(dir)) {
            assertEquals(1, left.count(), "no temporary file is left behind");
        }
        assertTrue(TraceExport.write(dir.resolve("missing/run.trace"), List.of())
                .orElseThrow()
                .contains("cannot write it"));
    }

    @Test
    void exportKeepsAnExistingTracesModeAndGivesANewOneTheUmasksMode(@TempDir Path dir) throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path existing = dir.resolve("shared.trace");
        Files.writeString(existing, "old\n");
        Files.setPosixFilePermissions(existing, PosixFilePermissions.fromString("rw-rw-r--"));
        Path plain = dir.resolve("plain.txt");
        Files.newOutputStream(plain).close();
        Path fresh = dir.resolve("fresh.trace");

        assertTrue(TraceExport.write(existing, List.of("0 push title#1")).isEmpty());
        assertTrue(TraceExport.write(fresh, List.of("0 push title#1")).isEmpty());

        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(existing)));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(fresh));
    }
}
