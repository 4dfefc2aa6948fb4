package dev.stagestack.player.fx;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.SnapshotRing;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.util.Duration;
import javax.imageio.ImageIO;

/**
 * Takes the screenshots of docs/player.md "Assets": the loading screen of shovel-flow's system
 * state part-way through its real load (the loader is held after its third file, like a slow disk),
 * then the running player whose overlay lists the held assets with their reference counts. Not a
 * test: run it under Xvfb from the repository root, e.g. {@code xvfb-run -a -s "-screen 0 1400x900x24"
 * java -cp <runtime test class path> dev.stagestack.player.fx.LoadingShot samples/graphs/shovel-flow.stagestack.json docs/images}.
 */
public final class LoadingShot {

    private static final int HELD_AFTER = 3;

    private LoadingShot() {}

    public static void main(String[] args) throws InterruptedException {
        Path graphFile = Path.of(args[0]);
        Path out = Path.of(args.length > 1 ? args[1] : "docs/images");
        LoadedGraph loaded = GraphLoader.load(graphFile);
        if (!loaded.isRunnable()) {
            throw new IllegalArgumentException(loaded.problems().toString());
        }
        CountDownLatch done = new CountDownLatch(1);
        Platform.startup(() -> shoot(loaded, graphFile.toAbsolutePath().getParent(), out, done));
        done.await();
        Platform.exit();
    }

    private static void shoot(LoadedGraph loaded, Path folder, Path out, CountDownLatch done) {
        SoundFallback fallback = new SoundFallback();
        CountDownLatch slowDisk = new CountDownLatch(1);
        PlayerSession session = new PlayerSession(
                loaded.graph(),
                BehaviorRegistry.empty(),
                SnapshotRing.DEFAULT_CAPACITY,
                held(new FxAssetLoader(folder, fallback), slowDisk),
                new FxAudioOut(fallback));
        PlayerController player = new PlayerController(session);
        Stage stage = new Stage();
        stage.setScene(new Scene(player.view(), 1360, 860));
        stage.show();
        player.start();
        after(1.2, () -> {
            write(stage.getScene().snapshot(null), out.resolve("player-loading.png"));
            slowDisk.countDown();
            after(3.5, () -> {
                write(stage.getScene().snapshot(null), out.resolve("player-assets.png"));
                player.close();
                stage.close();
                done.countDown();
            });
        });
    }

    /** {@code loader}, held after its {@value #HELD_AFTER}th file until {@code release} opens. */
    private static AssetLoader held(AssetLoader loader, CountDownLatch release) {
        AtomicInteger count = new AtomicInteger();
        return key -> {
            if (count.incrementAndGet() > HELD_AFTER) {
                awaitQuietly(release);
            }
            return loader.load(key);
        };
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void after(double seconds, Runnable action) {
        PauseTransition wait = new PauseTransition(Duration.seconds(seconds));
        wait.setOnFinished(e -> action.run());
        wait.play();
    }

    private static void write(WritableImage image, Path file) {
        BufferedImage picture =
                new BufferedImage((int) image.getWidth(), (int) image.getHeight(), BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < picture.getHeight(); y++) {
            for (int x = 0; x < picture.getWidth(); x++) {
                picture.setRGB(x, y, image.getPixelReader().getArgb(x, y));
            }
        }
        try {
            Files.createDirectories(file.getParent());
            ImageIO.write(picture, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
