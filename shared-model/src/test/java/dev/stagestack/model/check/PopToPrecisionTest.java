package dev.stagestack.model.check;

import static dev.stagestack.model.check.GraphBuilder.graph;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * popTo is refused only when the staging chain may lack its target, and its first pops keep exact
 * heights: a screen that always opens a tab on itself and is left by "popTo screen, pop" in one
 * transition is never head when input is handled.
 */
class PopToPrecisionTest {

    private static final Trigger ESC = Trigger.key("ESCAPE");
    private static final List<String> TABS = List.of("audio", "video", "controls");

    /** samples/graphs/menu-prototype.stagestack.json, transition for transition. */
    static GraphBuilder menuPrototype() {
        GraphBuilder g = graph("main-menu")
                .states("main-menu", "game", "options")
                .overlay("audio")
                .overlay("video")
                .overlay("controls")
                .states("credits")
                .overlay("confirm-quit")
                .on("main-menu", Trigger.button("Start"), Action.push("game"))
                .on("main-menu", Trigger.button("Options"), Action.push("options"))
                .on("main-menu", Trigger.button("Credits"), Action.push("credits"))
                .on("main-menu", Trigger.button("Quit"), Action.push("confirm-quit"))
                .on("main-menu", ESC, Action.push("confirm-quit"))
                .on("game", ESC, Action.pop())
                .on("options", Trigger.on(TriggerType.ENTER), Action.push("audio"));
        for (String tab : TABS) {
            for (String other : TABS) {
                if (!other.equals(tab)) {
                    g.on(tab, Trigger.button(other), Action.replace(other));
                }
            }
            g.on(tab, Trigger.button("Back"), Action.popTo("options"), Action.pop());
            g.on(tab, ESC, Action.popTo("options"), Action.pop());
        }
        return g.on("credits", Trigger.button("Back"), Action.pop())
                .on("credits", ESC, Action.pop())
                .on("confirm-quit", Trigger.button("Yes"), Action.quit())
                .on("confirm-quit", Trigger.button("No"), Action.pop())
                .on("confirm-quit", ESC, Action.pop());
    }

    @Test
    void optionsOfTheMenuPrototypeIsNeverHeadAndNoDeadEnd() {
        Graph g = menuPrototype().build();
        StackReport r = StackAnalysis.analyze(g);
        assertFalse(r.headStates().contains("options"), r.headStates().toString());
        assertEquals(
                List.of("main-menu", "game", "audio", "video", "controls", "credits", "confirm-quit"), r.headStates());
        assertEquals(3, r.maxDepth());
        List<Problem> problems = GraphChecker.check(g);
        assertEquals(List.of(), problems.stream().map(Problem::format).toList());
    }

    @Test
    void popToOfADirectParentKeepsExactHeights() {
        StackReport r = StackAnalysis.analyze(menuPrototype().build());
        assertTrue(
                r.approximations().stream().noneMatch(a -> a.contains("four or more entries")),
                r.approximations().toString());
    }

    @Test
    void popToThatMayMissItsTargetStillCountsTheRefusal() {
        Graph precise = hubWithTab(false).build();
        Graph direct = hubWithTab(true).build();
        assertEquals(List.of("hub"), StackAnalysis.analyze(precise).popTargetsOf("extra"));
        assertEquals(
                List.of("hub", "tab"),
                StackAnalysis.analyze(direct).popTargetsOf("extra"),
                "title / tab has no hub: popTo is refused and extra is pushed on tab");
    }

    /** tab's Back is "popTo hub, push extra"; with {@code direct}, title also pushes tab itself. */
    private static GraphBuilder hubWithTab(boolean direct) {
        GraphBuilder g = graph("title")
                .states("title", "hub", "tab", "extra")
                .on("title", Trigger.button("Play"), Action.push("hub"))
                .on("hub", Trigger.button("Tab"), Action.push("tab"))
                .on("tab", Trigger.button("Back"), Action.popTo("hub"), Action.push("extra"))
                .on("extra", Trigger.button("Back"), Action.pop());
        return direct ? g.on("title", Trigger.button("Tab"), Action.push("tab")) : g;
    }
}
