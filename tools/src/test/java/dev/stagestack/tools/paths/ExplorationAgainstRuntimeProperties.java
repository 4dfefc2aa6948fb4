package dev.stagestack.tools.paths;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.RandomGraphs;
import dev.stagestack.model.check.RandomGuardedGraphs;
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
 * configuration it missed (when the exploration is complete). The same on graphs with variables, guards
 * (over {@code visits} too), groups, {@code *}, anyKey and {@code once}, whose run states keep the
 * values, each entry's spent once transitions and the visit counts (docs/paths.md "Once and visits").
 */
class ExplorationAgainstRuntimeProperties {

    private static final InputEvent[] EVENTS = {
        InputEvent.key("A"), InputEvent.key("B"), InputEvent.button("Go"), InputEvent.signal("s"),
    };
    /** The guarded graphs' events: their keys and button, and a key only anyKey answers. */
    private static final InputEvent[] GUARDED_EVENTS = {
        InputEvent.key("A"), InputEvent.key("B"), InputEvent.button("Go"), InputEvent.key("Z"),
    };

    private static final ExploreOptions OPTIONS =
            ExploreOptions.DEFAULTS.withMaxDepth(8).withMaxRunStates(5_000);

    @Property(tries = 150)
    void everyConfigurationFoundIsReachedByItsPath(@ForAll long graphSeed) {
        everyConfigurationFoundIsReachedByItsPath(RandomGraphs.generate(graphSeed, 5, 10));
    }

    @Property(tries = 150)
    void everyConfigurationFoundInAGuardedGraphIsReachedByItsPath(@ForAll long graphSeed) {
        everyConfigurationFoundIsReachedByItsPath(RandomGuardedGraphs.generate(graphSeed, 5, 10));
    }

    private static void everyConfigurationFoundIsReachedByItsPath(Graph graph) {
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
        noRunReachesAConfigurationTheExplorationMissed(
                RandomGraphs.generate(graphSeed, 5, 10), randomScript(new Random(scriptSeed), ticks, EVENTS));
    }

    @Property(tries = 300)
    void noRandomRunOfAGuardedGraphReachesAConfigurationTheExplorationMissed(
            @ForAll long graphSeed, @ForAll long scriptSeed, @ForAll @IntRange(min = 1, max = 300) int ticks) {
        noRunReachesAConfigurationTheExplorationMissed(
                RandomGuardedGraphs.generate(graphSeed, 5, 10),
                randomScript(new Random(scriptSeed), ticks, GUARDED_EVENTS));
    }

    private static void noRunReachesAConfigurationTheExplorationMissed(Graph graph, TestPath script) {
        ConfigurationGraph explored = ConfigurationExplorer.explore(graph, OPTIONS);
        Assume.that(explored.exploration().complete());

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
    private static TestPath randomScript(Random random, int ticks, InputEvent[] inputs) {
        List<List<InputEvent>> events = new ArrayList<>();
        for (int tick = 0; tick < ticks; tick++) {
            events.add(random.nextInt(3) == 0 ? List.of(inputs[random.nextInt(inputs.length)]) : List.of());
        }
        return new TestPath(events);
    }
}
