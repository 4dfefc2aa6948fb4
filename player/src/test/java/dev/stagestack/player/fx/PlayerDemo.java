package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;

/**
 * Opens the player on the test graph, walks it into the docs/semantics.md §10 "diverged" moment (head world,
 * staging options) and leaves it running: used to take docs/images/player-overlay.png under
 * Xvfb. With the argument {@code churn} it instead runs a graph that pushes and pops every
 * half second at full speed, to watch the heap of a long run.
 */
public final class PlayerDemo {

    private PlayerDemo() {}

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        if (args.length > 0 && args[0].equals("churn")) {
            Platform.startup(() -> PlayerApp.open(TestGraphs.churn(), null, "Churn", BehaviorRegistry.empty(), closed));
            closed.await();
            return;
        }
        Platform.startup(() -> {
            PlayerController p =
                    PlayerApp.open(TestGraphs.diverged(), null, "Diverged", BehaviorRegistry.empty(), closed);
            p.run(PlayerCommand.STEP_TICK);
            p.session().button("Play");
            p.run(PlayerCommand.STEP_TICK);
            p.session().button("Options");
            p.run(PlayerCommand.STEP_TICK);
            javafx.stage.Window w = p.view().getScene().getWindow();
            w.setX(0);
            w.setY(0);
            w.setWidth(1400);
            w.setHeight(900);
        });
        closed.await();
    }
}
