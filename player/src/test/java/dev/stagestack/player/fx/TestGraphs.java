package dev.stagestack.player.fx;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.List;

/** Graphs for the player tests, built in code. */
final class TestGraphs {

    private TestGraphs() {}

    /** docs/semantics.md §10 "diverged", plus ESCAPE on world opening an overlay pause menu that Resume pops. */
    static Graph diverged() {
        return new Graph(
                "Diverged",
                "title",
                60,
                List.of(
                        state("title", "#2d3142", false).withNotes("Press Play."),
                        state("world", "#3d7b4f", false),
                        state("options", "#4f5d95", false),
                        state("audio", "#8a4f7d", true),
                        state("pause", "#4f5d95", true)),
                List.of(
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("world"))),
                        Transition.of(
                                "open-options",
                                "world",
                                Trigger.button("Options"),
                                List.of(Action.pop(), Action.push("options"))),
                        Transition.of("pause", "world", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of("resume", "pause", Trigger.button("Resume"), List.of(Action.pop())),
                        Transition.of(
                                "open-audio", "options", Trigger.on(TriggerType.ENTER), List.of(Action.push("audio"))),
                        Transition.of("spin", "world", Trigger.timer(2), List.of(Action.restart()))));
    }

    /**
     * A menu whose Start button and ENTER both push the game; the game has no buttons at all (ESCAPE
     * pushes an overlay pause whose Resume pops it; R restarts the game; the signal boss-appears pushes the pause too; Q quits).
     */
    static Graph menuAndGame() {
        return new Graph(
                "Menu and game",
                "menu",
                60,
                List.of(
                        state("menu", "#2d3142", false),
                        state("game", "#3d7b4f", false),
                        state("pause", "#4f5d95", true)),
                List.of(
                        Transition.of("start", "menu", Trigger.button("Start"), List.of(Action.push("game"))),
                        Transition.of("enter", "menu", Trigger.key("ENTER"), List.of(Action.push("game"))),
                        Transition.of("esc", "game", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of("quit", "game", Trigger.key("Q"), List.of(Action.quit())),
                        Transition.of("again", "game", Trigger.key("R"), List.of(Action.restart())),
                        Transition.of("boss", "game", Trigger.signal("boss-appears"), List.of(Action.push("pause"))),
                        Transition.of("resume", "pause", Trigger.button("Resume"), List.of(Action.pop()))));
    }

    /** Title and world pushing and popping each other on half-second timers, forever. */
    static Graph churn() {
        return new Graph(
                "Churn",
                "title",
                60,
                List.of(
                        state("title", "#2d3142", false),
                        state("world", "#3d7b4f", false).withCovered(CoveredPolicy.UPDATE)),
                List.of(
                        Transition.of("in", "title", Trigger.timer(0.5), List.of(Action.push("world"))),
                        Transition.of("out", "world", Trigger.timer(0.5), List.of(Action.pop()))));
    }

    /**
     * {@code depth} levels, each of which pushes the next as it is entered: within a few ticks the
     * stack is {@code depth} entries deep and stays so (a classroom's deep stack).
     */
    static Graph deep(int depth) {
        List<StateDef> states = new java.util.ArrayList<>();
        List<Transition> pushes = new java.util.ArrayList<>();
        for (int i = 1; i <= depth; i++) {
            states.add(state("level-" + i, i % 2 == 0 ? "#3d7b4f" : "#2d3142", false));
            if (i < depth) {
                pushes.add(Transition.of(
                        "deeper-" + i,
                        "level-" + i,
                        Trigger.on(dev.stagestack.model.TriggerType.ENTER),
                        List.of(Action.push("level-" + (i + 1)))));
            }
        }
        return new Graph("Deep", "level-1", 60, states, pushes);
    }

    /**
     * The classroom's stack (samples/graphs/stack-lesson): ENTER pushes the next of system, title,
     * world, level; P pushes pause over level, ENTER dialog over pause; T on dialog pops down to
     * world and pushes a new level in the same tick, so head's and staging's chains diverge three
     * entries above where they meet.
     */
    static Graph classicStack() {
        return new Graph(
                "Classic stack",
                "system",
                60,
                List.of(
                        state("system", "#2d3142", false), state("title", "#4f5d95", false),
                        state("world", "#3d7b4f", false), state("level", "#4f5d95", false),
                        state("pause", "#d9a441", true), state("dialog", "#c94f4f", true)),
                List.of(
                        Transition.of("boot", "system", Trigger.key("ENTER"), List.of(Action.push("title"))),
                        Transition.of("start", "title", Trigger.key("ENTER"), List.of(Action.push("world"))),
                        Transition.of("play", "world", Trigger.key("ENTER"), List.of(Action.push("level"))),
                        Transition.of("pause", "level", Trigger.key("P"), List.of(Action.push("pause"))),
                        Transition.of("ask", "pause", Trigger.key("ENTER"), List.of(Action.push("dialog"))),
                        Transition.of(
                                "travel",
                                "dialog",
                                Trigger.key("T"),
                                List.of(Action.popTo("world"), Action.push("level")))));
    }

    /**
     * A title whose ENTER replaces it by the level with a fade of {@code seconds} (docs/semantics.md §22);
     * ESCAPE on the level pushes an overlay pause without an effect, whose ESCAPE pops it with a crossfade.
     */
    static Graph fadeToLevel(double seconds) {
        return new Graph(
                "Fade to level",
                "title",
                60,
                List.of(
                        state("title", "#2d3142", false).withNotes("Press ENTER."),
                        state("level", "#3d7b4f", false),
                        state("pause", "#d9a441", true)),
                List.of(
                        Transition.of(
                                "start",
                                "title",
                                Trigger.key("ENTER"),
                                List.of(Action.replace("level").withEffect(Effect.fade(seconds)))),
                        Transition.of("esc", "level", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of(
                                "resume",
                                "pause",
                                Trigger.key("ESCAPE"),
                                List.of(Action.pop().withEffect(Effect.crossfade(0.5))))));
    }

    private static StateDef state(String id, String color, boolean overlay) {
        String name = Character.toUpperCase(id.charAt(0)) + id.substring(1);
        return StateDef.of(id).withName(name).withOverlay(overlay).withColor(color);
    }
}
