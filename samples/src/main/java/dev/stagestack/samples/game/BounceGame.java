package dev.stagestack.samples.game;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.GameHost;
import dev.stagestack.player.fx.GameWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * Bounce Game, a complete game on the stack, started as a real game's {@code main} starts: a title with
 * Continue when a save exists, options with the volume kept on disk, level select, three levels, a pause
 * menu that saves, a dialog, game over and high scores kept on disk, fades between screens and music per
 * screen (docs/samples.md, "bounce-game").
 *
 * <p>Arguments: {@code [--saves DIR] [--game DIR]}; the system properties {@code bounce.saves} and
 * {@code bounce.game} say the same. {@code --saves}: where the save, the volume and the high scores go
 * (default {@code ~/.stagestack/bounce-game}); {@code --game}: the folder of {@code
 * bounce-game.stagestack.json} and its assets (default {@code samples/graphs/bounce-game} or {@code graphs/bounce-game} under
 * the working directory).
 */
public final class BounceGame {

    /** The game's graph file, in its folder. */
    public static final String GRAPH = "bounce-game.stagestack.json";

    private BounceGame() {}

    /** Opens the game and returns when its window closes; a bad argument or graph says why and exits 2. */
    public static void main(String[] args) throws InterruptedException {
        try {
            Path game = game(args);
            play(game, saves(args), host -> {});
        } catch (IllegalArgumentException bad) {
            System.err.println(bad.getMessage());
            System.exit(2);
        }
    }

    /**
     * Opens the game from {@code game}, keeping what outlives a run in {@code saves}, and blocks until its
     * window closes; {@code watch} is run between ticks after the game's own host code (tests read the
     * stack there).
     *
     * @throws IllegalArgumentException listing the problems when the graph cannot be read or run
     */
    public static void play(Path game, Path saves, Consumer<GameHost> watch) throws InterruptedException {
        SaveFolder folder = new SaveFolder(saves);
        HighScores scores = HighScores.load(folder.scores());
        Graph graph = GraphLoader.load(game.resolve(GRAPH)).orElseThrow();
        GameWindow.options()
                .title("Bounce Game")
                .resolution(Layout.WIDTH, Layout.HEIGHT)
                .pauseWhenUnfocused(true)
                .betweenTicks(new SaveKeeper(folder).andThen(watch))
                .launch(graph, game, Screens.registry(scores));
    }

    static Path saves(String[] args) {
        return Path.of(
                option(args, "--saves", "bounce.saves", System.getProperty("user.home") + "/.stagestack/bounce-game"));
    }

    static Path game(String[] args) {
        String given = option(args, "--game", "bounce.game", null);
        List<Path> tried = given != null
                ? List.of(Path.of(given))
                : List.of(Path.of("samples/graphs/bounce-game"), Path.of("graphs/bounce-game"));
        return tried.stream()
                .filter(dir -> Files.isRegularFile(dir.resolve(GRAPH)))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "bounce-game: no " + GRAPH + " in " + tried + "; give its folder with --game DIR"));
    }

    private static String option(String[] args, String flag, String property, String fallback) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals(flag)) {
                return args[i + 1];
            }
        }
        return System.getProperty(property, fallback);
    }
}
