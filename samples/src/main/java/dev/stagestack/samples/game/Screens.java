package dev.stagestack.samples.game;

import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Variables;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.ArrayList;
import java.util.List;

/** The code of Bounce Game's states, by the ids its graph names, sharing the high scores. */
final class Screens {

    private Screens() {}

    static BehaviorRegistry registry(HighScores scores) {
        return BehaviorRegistry.of(List.of(
                BehaviorProvider.of("game.title", () -> new MenuScreen("BOUNCE GAME", c -> title(c, scores), 0x26304f)),
                BehaviorProvider.of("game.options", () -> new MenuScreen("OPTIONS", Screens::options, 0x3a506b)),
                BehaviorProvider.of("game.scores", () -> new MenuScreen("HIGH SCORES", c -> table(scores), 0x5c4d7d)),
                BehaviorProvider.of("game.select", () -> new MenuScreen("CHOOSE A LEVEL", c -> select(), 0x2b7a78)),
                BehaviorProvider.of("game.level", LevelScreen::new),
                BehaviorProvider.of("game.pause", () -> new MenuScreen("PAUSED", Screens::pause, 0x4f5d95)),
                BehaviorProvider.of("game.dialog", () -> new MenuScreen("LEVEL CLEARED", Screens::cleared, 0x8a6d1c)),
                BehaviorProvider.of("game.over", () -> new GameOverScreen(scores))));
    }

    private static List<String> title(Context context, HighScores scores) {
        List<String> lines = new ArrayList<>(List.of("N  NEW GAME"));
        if (context.variables().bool("hasSave")) {
            lines.add("C  CONTINUE");
        }
        lines.addAll(List.of("O  OPTIONS", "H  HIGH SCORES", "ESC  QUIT"));
        scores.best().stream().findFirst().ifPresent(best -> lines.add("BEST " + best));
        return lines;
    }

    private static List<String> options(Context context) {
        int volume = (int) context.variables().integer("volume");
        return List.of(
                "VOLUME  " + "#".repeat(volume) + ".".repeat(10 - volume) + "  " + volume,
                "LEFT/RIGHT  CHANGE",
                "ESC  BACK");
    }

    private static List<String> table(HighScores scores) {
        List<String> lines = new ArrayList<>();
        List<Long> best = scores.best();
        for (int i = 0; i < best.size(); i++) {
            lines.add((i + 1) + ".  " + best.get(i));
        }
        if (lines.isEmpty()) {
            lines.add("NO GAMES PLAYED YET");
        }
        lines.add("ESC  BACK");
        return lines;
    }

    private static List<String> select() {
        return List.of("1  SLOW", "2  QUICK", "3  FAST", "ESC  BACK");
    }

    private static List<String> pause(Context context) {
        Variables vars = context.variables();
        return List.of(
                "ESC  RESUME",
                vars.bool("hasSave") ? "S  SAVE  (OVER THE SAVE IN THE SLOT)" : "S  SAVE",
                "T  QUIT TO THE TITLE",
                "Q  QUIT THE GAME");
    }

    private static List<String> cleared(Context context) {
        Variables vars = context.variables();
        return List.of(
                "LEVEL " + vars.integer("level") + " DONE   SCORE " + vars.integer("score"),
                vars.integer("level") < 3 ? "ENTER  NEXT LEVEL" : "ENTER  FINISH");
    }
}
