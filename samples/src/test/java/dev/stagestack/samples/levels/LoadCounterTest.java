package dev.stagestack.samples.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.samples.Samples;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The levels sample's counter, one per entry: a restart adds an init and no load; a new entry is loaded again. */
class LoadCounterTest {

    private final List<LoadCounter> counters = new ArrayList<>();

    private BehaviorRegistry registry() {
        return BehaviorRegistry.of(List.of(new BehaviorProvider() {
            @Override
            public String id() {
                return LoadCounterProvider.ID;
            }

            @Override
            public Behavior create() {
                LoadCounter counter = new LoadCounter();
                counters.add(counter);
                return counter;
            }
        }));
    }

    private void run(String script, long ticks) {
        HeadlessRunner.run(
                Samples.graph("levels"),
                registry(),
                Script.parse("t.script", script).script(),
                HeadlessRunner.Options.DEFAULTS.withTicks(ticks),
                new StringBuilder());
    }

    @Test
    void twoRestartsOfLevelOneShowOneLoadAndThreeInits() {
        run("100 key R\n110 button Restart level\n120 key E\n130 key ESCAPE\n", 140);
        LoadCounter level1 = counters.get(0);
        assertEquals("loads: 1, inits: 3", level1.counts());
    }

    @Test
    void backToThePreviousLevelIsANewEntryWithItsOwnCounterLoadedAgain() {
        run("100 button Complete level\n110 button Restart level\n120 button Back to previous level\n", 140);
        assertEquals(3, counters.size(), "one counter per level entry: level 1, level 2, level 1 again");
        assertEquals("loads: 1, inits: 1", counters.get(0).counts(), "the first level 1 entry");
        assertEquals("loads: 1, inits: 2", counters.get(1).counts(), "level 2: one entry restarted once");
        assertEquals("loads: 1, inits: 1", counters.get(2).counts(), "the new level 1 entry, loaded again");
    }
}
