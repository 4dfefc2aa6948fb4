package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A game that hosts the runtime on its own canvas, with the public FxMedia and CanvasSurface. */
@ExtendWith(ApplicationExtension.class)
class SelfHostedGameTest {

    @TempDir
    Path folder;

    @Start
    void start(Stage stage) {
        // the toolkit is running; the game draws on its own canvas, no player involved
    }

    @Test
    void aGameLoadsItsImagesAndDrawsOnItsOwnCanvas(FxRobot robot) throws Exception {
        AssetFiles.png(folder.resolve("art/logo.png"), 16, 0x3fc7b0);
        List<String> drawn = new ArrayList<>();
        BehaviorProvider title = new BehaviorProvider() {
            @Override
            public String id() {
                return "game.title";
            }

            @Override
            public Behavior create() {
                return new Behavior() {
                    @Override
                    public void draw(Context context, Surface surface) {
                        Image logo = context.image("logo", Image.class).orElseThrow();
                        surface.unwrap(GraphicsContext.class).orElseThrow().drawImage(logo, 10, 10);
                        drawn.add(logo.getWidth() + "×" + logo.getHeight() + " on " + surface.width() + "×"
                                + surface.height());
                    }
                };
            }
        };
        GraphRun run = runWithLogo(title);
        Canvas canvas = new Canvas(320, 200);
        robot.interact(
                () -> { // a JavaFX game drives its run on the JavaFX thread, as its AnimationTimer does
                    run.start();
                    run.tick();
                    run.stack().draw(CanvasSurface.of(canvas));
                });

        assertTrue(
                run.assets().cache().contents().get(0).loaded(),
                run.assets().cache().contents().toString());
        assertEquals(List.of("16.0×16.0 on 320.0×200.0"), drawn);
        robot.interact(run::finish);
        assertEquals(List.of(), run.assets().cache().contents(), "the run's end released the image");
    }

    @Test
    void aBehaviourDrawsItsImageThroughTheSurfaceWithNoJavaFxTypes(FxRobot robot) throws Exception {
        AssetFiles.png(folder.resolve("art/logo.png"), 16, 0x3fc7b0);
        BehaviorProvider title = BehaviorProvider.of("game.title", () -> new Behavior() {
            @Override
            public void draw(Context c, Surface s) {
                c.drawImage(s, "logo", 0, 0, s.width(), s.height());
            }
        });
        GraphRun run = runWithLogo(title);
        Canvas canvas = new Canvas(64, 48);
        List<Integer> corners = new ArrayList<>();
        robot.interact(() -> {
            run.start();
            run.tick();
            run.stack().draw(CanvasSurface.of(canvas));
            PixelReader pixels = canvas.snapshot(null, null).getPixelReader();
            corners.add(pixels.getArgb(1, 1) & 0xffffff);
            corners.add(pixels.getArgb(62, 46) & 0xffffff);
            run.finish();
        });

        assertEquals(List.of(0x3fc7b0, 0x3fc7b0), corners, "the image, scaled over the whole canvas");
    }

    /** A run of one state, "title", whose behaviour is {@code title} and which declares the image "logo". */
    private GraphRun runWithLogo(BehaviorProvider title) {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("title")
                        .withBehavior("game.title")
                        .withAssets(new StateAssets(Map.of("logo", "art/logo.png"), Map.of(), null)))
                .build();
        FxMedia media = FxMedia.from(folder);
        return new GraphRun(
                CompiledGraph.compile(graph, BehaviorRegistry.of(List.of(title)))
                        .graph()
                        .orElseThrow(),
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                EntryResources.Factory.NONE,
                media.assetsFor(graph));
    }
}
