package dev.stagestack.editor;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.List;

/** Small graphs for the editor's tests. */
public final class Fixtures {
    private Fixtures() {}

    public static StateDef state(String id, double x, double y) {
        return StateDef.of(id)
                .withName(id.substring(0, 1).toUpperCase() + id.substring(1))
                .withPosition(x, y);
    }

    /** title --Play--> world --Escape--> pause --Resume--> pop; title --Quit--> quit. */
    public static Graph menu() {
        return new Graph(
                "Menu",
                "title",
                60,
                List.of(state("title", 0, 0), state("world", 240, 0), state("pause", 240, 160)),
                List.of(
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("world"))),
                        Transition.of("esc", "world", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of("resume", "pause", Trigger.button("Resume"), List.of(Action.pop())),
                        Transition.of("quit", "title", Trigger.button("Quit"), List.of(Action.quit()))));
    }
}
