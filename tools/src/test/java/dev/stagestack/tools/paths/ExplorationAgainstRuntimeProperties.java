package dev.stagestack.tools.paths;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.RandomGraphs;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The enumeration agrees with the real runtime on random graphs: every configuration it reports is
 * reached by replaying its path through the headless runner, and no run of a random script reaches a
 * configuration it missed (when the exploration is complete).
 */
class ExplorationAgainstRuntimeProperties {

    private static final InputEvent[] EVENTS = {
        InputEvent.key("A"), InputEvent.key("B"), InputEvent.button("Go"), InputEvent.signal("s"),
    };
    private static final ExploreOptions OPTIONS =
            ExploreOptions.DEFAULTS.withMaxDepth(8).withMaxRunStates(5_000);

    @Property(tries = 150)
    void everyConfigurationFoundIsReachedByItsPath(@ForAll long graphSeed) {
        Graph graph = RandomGraphs.generate(graphSeed, 5, 10);
        ConfigurationGraph explored = ConfigurationExplorer.explore(graph, OPTIONS);

        for (Configuration configuration : explored.configurations()) {
            TestPath path = explored.pathTo(configuration).orElseThrow();
            Set<Configuration> reached = new Exercised()
                    .addTrace(ConfigurationExplorerTest.trace(graph, path))
                    .configurations();
            assertTrue(
                    reached.contains(configuration),
                    "the path " + path.scriptLines() + " should reach " + configuration + " but reached " + reached
                            + "\n" + graph);
        }
    }

    @Property(tries = 300)
    void noRandomRunReachesAConfigurationTheExplorationMissed(
            @ForAll long graphSeed, @ForAll long scriptSeed, @ForAll @IntRange(min = 1, max = 300) int ticks) {
        Graph graph = RandomGraphs.generate(graphSeed, 5, 10);
        ConfigurationGraph explored = ConfigurationExplorer.explore(graph, OPTIONS);
        Assume.that(explored.exploration().complete());

        TestPath script = randomScript(new Random(scriptSeed), ticks);
        Set<Configuration> reached = new Exercised()
                .addTrace(ConfigurationExplorerTest.trace(graph, script))
                .configurations();

        for (Configuration configuration : reached) {
            assertTrue(
                    explored.configurations().contains(configuration),
                    "the script " + script.scriptLines() + " reached " + configuration
                            + ", which the exploration missed\n" + graph);
        }
    }

    /** At most one event a tick, as the exploration assumes by default. */
    private static TestPath randomScript(Random random, int ticks) {
        List<List<InputEvent>> events = new ArrayList<>();
        for (int tick = 0; tick < ticks; tick++) {
            events.add(random.nextInt(3) == 0 ? List.of(EVENTS[random.nextInt(EVENTS.length)]) : List.of());
        }
        return new TestPath(events);
    }
}
