package dev.stagestack.editor.app;

import atlantafx.base.theme.PrimerDark;
import dev.stagestack.editor.bench.LargeGraphs;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.Variable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.stage.Stage;
import javafx.util.Duration;
import javax.imageio.ImageIO;

/**
 * Takes the editor pictures of docs/editor.md: {@code editing} (shovel-flow), {@code problems}
 * (shovel-flow with a typo and an unbounded push) and {@code playing} (menu-prototype, played); also
 * {@code conditions} (menu-prototype with variables, guards, a group and global edges), and
 * {@code large} (the 2,000-state benchmark graph at 100 % zoom) to check the look of big graphs.
 * Run under Xvfb with a 1600×1000 screen; the window is maximised and the scene written as PNG:
 * {@code java ... dev.stagestack.editor.app.EditorShots editing docs/images/editor-editing.png}.
 */
public final class EditorShots {

    private EditorShots() {}

    public static void main(String[] args) {
        Application.launch(ShotApp.class, args);
    }

    /** The shooting application (not the main class, so the JavaFX launcher check is not hit). */
    public static final class ShotApp extends Application {
        @Override
        public void start(Stage stage) throws Exception {
            List<String> args = getParameters().getRaw();
            Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet());
            Path recovery = Files.createTempDirectory("stagestack-shots");
            EditorDriver window = new EditorDriver(new EditorWindow(
                    stage, Preferences.userRoot().node("dev/stagestack/editor-shots"), new RecoveryStore(recovery)));
            stage.setMaximized(true);
            window.show();
            window.document().load(graphFor(args.get(0)), null, false);
            window.graphOpened();
            if (args.get(0).equals("playing")) {
                window.play().start();
            }
            if (args.get(0).equals("conditions")) {
                window.document().selection().select(ElementRef.transition("start"));
            }
            PauseTransition settle = new PauseTransition(Duration.seconds(3));
            settle.setOnFinished(e -> {
                if (args.get(0).equals("large")) {
                    showAtFullSize(window, Path.of(args.get(1)));
                } else {
                    shoot(window, Path.of(args.get(1)));
                }
            });
            settle.play();
        }
    }

    private static Graph graphFor(String shot) throws IOException {
        return switch (shot) {
            case "editing" -> GraphFiles.sample("shovel-flow").graph();
            case "problems" -> broken(GraphFiles.sample("shovel-flow").graph());
            case "playing" -> GraphFiles.sample("menu-prototype").graph();
            case "large" -> LargeGraphs.grid(2000, 6000, 42);
            case "conditions" -> conditions(GraphFiles.sample("menu-prototype").graph());
            default -> throw new IllegalArgumentException("no shot named " + shot);
        };
    }

    /** Shovel-flow with a misspelt target and a retry that pushes the level on itself without end. */
    private static Graph broken(Graph g) {
        List<Transition> transitions = new ArrayList<>();
        for (Transition t : g.transitions()) {
            transitions.add(
                    t.id().equals("meet-boss")
                            ? Transition.of(t.id(), t.from(), t.trigger(), List.of(Action.push("boss-dialgo")))
                                    .withLabel(t.label())
                            : t);
        }
        transitions.add(Transition.of("retry", "level", Trigger.signal("retry"), List.of(Action.push("level"))));
        return new Graph(g.name() + " (broken)", g.initial(), g.tickRate(), g.states(), transitions);
    }

    /**
     * Menu-prototype with conditions: a {@code hasSave} flag and a {@code lives} counter, Start
     * guarded and once, the three option tabs in a group {@code tabs} whose three Escape edges are
     * one from the group, and F10 quits from any state.
     */
    private static Graph conditions(Graph g) {
        List<StateDef> states = g.states().stream()
                .map(s -> List.of("audio", "video", "controls").contains(s.id()) ? s.withGroups(List.of("tabs")) : s)
                .toList();
        List<Transition> transitions = new ArrayList<>();
        for (Transition t : g.transitions()) {
            if (t.id().equals("start")) {
                transitions.add(t.withWhen("hasSave && lives > 0").withOnce(true));
            } else if (t.id().equals("tab-escape-audio")) {
                transitions.add(t.withId("tab-escape").withFrom("@tabs"));
            } else if (!t.id().startsWith("tab-escape-")) {
                transitions.add(t);
            }
        }
        transitions.add(Transition.of("quit-anywhere", "*", Trigger.key("F10"), List.of(Action.quit())));
        return g.withStates(states)
                .withTransitions(transitions)
                .withVariables(List.of(Variable.bool("hasSave", true), Variable.integer("lives", 0, 5, 3)));
    }

    /** Zooms to 100 % at the graph's top-left corner, lets it draw, then shoots. */
    private static void showAtFullSize(EditorDriver window, Path file) {
        window.canvas().viewMovedByUser();
        window.canvas().viewport().zoomProperty().set(1.0);
        window.canvas().viewport().panXProperty().set(40);
        window.canvas().viewport().panYProperty().set(40);
        PauseTransition drawn = new PauseTransition(Duration.seconds(2));
        drawn.setOnFinished(e -> shoot(window, file));
        drawn.play();
    }

    private static void shoot(EditorDriver window, Path file) {
        try {
            var image = window.stage().getScene().snapshot(null);
            ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", file.toFile());
            System.out.println("wrote " + file + " " + (int) image.getWidth() + "x" + (int) image.getHeight());
        } catch (IOException e) {
            System.err.println("cannot write " + file + ": " + e.getMessage());
        }
        window.play().stop();
        Platform.exit();
    }
}
