package dev.stagestack.samples;

import dev.stagestack.player.fx.PlayerController;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.util.Duration;
import javax.imageio.ImageIO;

/**
 * Takes the screenshots of docs/samples.md: plays each sample in the player, drives it to its
 * telling moment with the player's own inputs, and writes {@code docs/images/sample-NAME.png}
 * from a snapshot of the window. Not a test: run it under Xvfb from the repository root, e.g.
 * {@code xvfb-run -a -s "-screen 0 1400x900x24" java -cp <samples test class path>
 * dev.stagestack.samples.SampleShots docs/images}.
 */
public final class SampleShots {

    /** An input given to the player before tick {@code atTick} runs. */
    private record Step(long atTick, Consumer<PlayerSession> input) {}

    private static final Duration POLL = Duration.millis(15);

    private SampleShots() {}

    public static void main(String[] args) throws InterruptedException {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/images");
        CountDownLatch done = new CountDownLatch(1);
        Platform.startup(() -> shootAll(out, 0, done));
        done.await();
        Platform.exit();
    }

    private static List<Step> steps(String sample) {
        return switch (sample) {
            case "basic-stack" -> List.of(new Step(48, s -> s.key("ESCAPE")));
            case "shovel-flow" ->
                List.of(
                        new Step(144, s -> s.button("Start")),
                        new Step(160, s -> s.button("Enter level")),
                        new Step(180, s -> s.signal("boss-appears")));
            case "diverged" -> List.of(new Step(36, s -> s.button("Play")), new Step(54, s -> s.button("Options")));
            case "levels" ->
                List.of(
                        new Step(108, s -> s.key("R")),
                        new Step(120, s -> s.button("Restart level")),
                        new Step(132, s -> s.key("E")));
            case "menu-prototype" ->
                List.of(new Step(36, s -> s.button("Options")), new Step(54, s -> s.button("Video")));
            case "bounce" ->
                List.of(
                        new Step(30, s -> s.key("ENTER")),
                        new Step(54, s -> s.hold("RIGHT")),
                        new Step(66, s -> s.release("RIGHT")),
                        new Step(78, s -> s.key("SPACE")));
            case "stack-lesson" ->
                List.of(
                        new Step(12, s -> s.key("ENTER")),
                        new Step(24, s -> s.key("ENTER")),
                        new Step(36, s -> s.key("ENTER")),
                        new Step(48, s -> s.key("DIGIT2")));
            case "rpg-modes" ->
                List.of(
                        new Step(12, s -> s.key("ENTER")),
                        new Step(24, s -> s.button("English")),
                        new Step(36, s -> s.button("New Game")),
                        new Step(170, s -> s.key("S")),
                        new Step(190, s -> s.key("ESCAPE")));
            default -> throw new IllegalArgumentException(sample);
        };
    }

    /** The tick of the telling moment, when the snapshot is taken. */
    private static long shotAt(String sample) {
        return "bounce".equals(sample) ? 150 : 220;
    }

    private static void shootAll(Path out, int index, CountDownLatch done) {
        if (index == Samples.NAMES.size()) {
            done.countDown();
            return;
        }
        String sample = Samples.NAMES.get(index);
        PlayerController player =
                new PlayerController(Samples.graph(sample), Samples.folder(), BehaviorRegistry.load());
        Stage stage = new Stage();
        stage.setTitle(sample);
        stage.setScene(new Scene(player.view(), 1360, 860));
        stage.show();
        player.start();
        List<Step> pending = new ArrayList<>(steps(sample));
        Timeline poll = new Timeline();
        poll.setCycleCount(Animation.INDEFINITE);
        poll.getKeyFrames().add(new KeyFrame(POLL, e -> {
            long tick = player.session().live().tick();
            while (!pending.isEmpty() && pending.get(0).atTick() <= tick + 1) {
                pending.remove(0).input().accept(player.session());
            }
            if (tick >= shotAt(sample)) {
                poll.stop();
                player.refresh();
                write(stage.getScene().snapshot(null), out.resolve("sample-" + sample + ".png"));
                player.close();
                stage.close();
                shootAll(out, index + 1, done);
            }
        }));
        poll.play();
    }

    private static void write(WritableImage image, Path file) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage buffered = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                buffered.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        try {
            Files.createDirectories(file.getParent());
            ImageIO.write(buffered, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
