package dev.stagestack.tools.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/paths.md "Guards and variables": the variables' values are part of a run state, so a guarded
 * transition that needs a value set earlier, without any change of stack, is fired and its
 * configuration found with the script that sets the value first.
 */
class VariablesInRunStatesTest {

    /** Continue is offered only once Save has set hasSave; Save changes no stack. */
    private static final String CONTINUE_AFTER_SAVE = """
            {"format": "stagestack", "version": 1, "name": "continue", "initial": "title",
             "variables": [{"id": "hasSave", "type": "boolean"}],
             "states": [{"id": "title"}, {"id": "world"}],
             "transitions": [
               {"id": "save", "from": "title", "trigger": {"type": "button", "label": "Save"},
                "actions": [{"op": "set", "var": "hasSave", "value": true}]},
               {"id": "continue", "from": "title", "trigger": {"type": "button", "label": "Continue"},
                "when": "hasSave", "actions": [{"op": "push", "target": "world"}]}]}
            """;

    @Test
    void aGuardedTransitionThatNeedsAnEarlierSetIsFiredWithTheScriptThatSetsItFirst() {
        Graph graph = GraphLoader.load("continue.stagestack.json", CONTINUE_AFTER_SAVE)
                .orElseThrow();
        ConfigurationGraph explored = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS);

        assertEquals(List.of(), explored.neverFired(), "Continue fires once Save has set hasSave");
        assertTrue(explored.contains(new Configuration(List.of("title", "world"))));
        assertEquals(
                List.of("0 button Save", "1 button Continue"),
                explored.pathTo(new Configuration(List.of("title", "world")))
                        .orElseThrow()
                        .scriptLines());
        assertTrue(explored.exploration().complete());
    }
}
