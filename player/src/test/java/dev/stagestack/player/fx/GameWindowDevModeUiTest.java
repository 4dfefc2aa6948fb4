package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A game window in dev mode (docs/player.md, "Dev mode"): saving the graph file makes the running game
 * follow at its next tick, keeping its stack (docs/semantics.md §19); a save with errors is not applied.
 */
@ExtendWith(ApplicationExtension.class)
class GameWindowDevModeUiTest {

    @TempDir
    static Path folder;

    private final CountDownLatch closed = new CountDownLatch(1);
    private PlayerController game;
    private Path file;

    /** title --ENTER--> level --ESCAPE--> pause --ESCAPE--> pop, with {@code more} states and transitions. */
    private static GraphBuilder flow() {
        return GraphBuilder.startingAt("title")
                .state("level")
                .state("pause")
                .on("title", Trigger.key("ENTER"), Action.push("level"))
                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("pause", Trigger.key("ESCAPE"), Action.pop());
    }

    private void save(Graph graph) throws IOException {
        GraphCodec.writeAtomically(graph, file);
    }

    @Start
    void start(Stage ignored) throws IOException {
        file = Files.createTempDirectory(folder, "game").resolve("flow.stagestack.json");
        save(flow().name("Dev game").build());
        Graph graph = GraphLoader.load(file).orElseThrow();
        game = PlayerApp.open(graph, file.getParent(), "Dev game", BehaviorRegistry.empty(), closed, true);
        DevMode.watch(game, file);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> ((Stage) game.view().getScene().getWindow()).close());
    }

    private List<String> chain() throws Exception {
        return FxWait.onFx(() -> game.session().live().head().bottomUp().stream()
                .map(EntryRef::stateId)
                .toList());
    }

    private void waitForChain(List<String> expected) throws Exception {
        FxWait.until(() -> game.session().live().head().bottomUp().stream()
                .map(EntryRef::stateId)
                .toList()
                .equals(expected));
    }

    private boolean logHas(String text) {
        return game.session().log().recent().stream().map(LogLine::text).anyMatch(line -> line.contains(text));
    }

    @Test
    void savingTheGraphFileMakesTheRunningGameFollow(FxRobot robot) throws Exception {
        robot.type(KeyCode.ENTER);
        waitForChain(List.of("title", "level"));
        robot.type(KeyCode.ESCAPE);
        waitForChain(List.of("title", "level", "pause"));

        save(GraphBuilder.startingAt("title")
                .state("level")
                .on("title", Trigger.key("ENTER"), Action.push("level"))
                .on("level", Trigger.key("S"), Action.push("shop"))
                .name("Dev game")
                .build());
        waitForChain(List.of("title", "level"));
        FxWait.until(() -> logHas("reload: pause removed, shop added, transitions changed (1 entry popped)"));

        robot.type(KeyCode.S);
        waitForChain(List.of("title", "level", "shop"));
    }

    @Test
    void aSaveWithErrorsIsNotAppliedAndTheGameGoesOn(FxRobot robot) throws Exception {
        robot.type(KeyCode.ENTER);
        waitForChain(List.of("title", "level"));

        Files.writeString(file, "{ \"format\": \"stagestack\", ", StandardCharsets.UTF_8);
        FxWait.until(() -> robot.lookup("#overlay-notice").queryAs(Label.class).getText() != null
                && robot.lookup("#overlay-notice")
                        .queryAs(Label.class)
                        .getText()
                        .startsWith("flow.stagestack.json not applied: " + file));
        FxWait.until(() -> logHas("reload refused: " + file));
        assertEquals(List.of("title", "level"), chain());

        robot.type(KeyCode.ESCAPE);
        waitForChain(List.of("title", "level", "pause"));
        assertEquals(
                1L,
                FxWait.onFx(() -> game.session().log().recent().stream()
                        .filter(line -> line.text().contains("reload refused"))
                        .count()),
                "one save, said once");
    }
}
