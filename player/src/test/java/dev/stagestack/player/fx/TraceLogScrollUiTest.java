package dev.stagestack.player.fx;

import dev.stagestack.runtime.debug.LogKind;
import dev.stagestack.runtime.debug.LogLine;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollBar;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The log ends at its newest line whatever takes room from it and whenever lines come: a banner
 * shown in the same pulse as new lines (a breakpoint's), long lines that bring a horizontal bar, a
 * window made lower and higher again.
 */
@ExtendWith(ApplicationExtension.class)
class TraceLogScrollUiTest {
    private TraceLogView log;
    private Label banner;
    private final List<LogLine> lines = new ArrayList<>();
    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = new Stage(); // its own window: the primary stage, shared by the classes after this one, keeps its size
        log = new TraceLogView();
        banner = new Label("Breakpoint: before entering game#2");
        banner.setMinHeight(90);
        banner.setVisible(false);
        banner.setManaged(false);
        stage.setScene(new Scene(new VBox(banner, log), 420, 300));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        FxWait.onFx(() -> {
            stage.close();
            return null;
        });
    }

    @Test
    void theNewestLineStaysInViewAsTheBannerComesAndGoesWithNewLines() throws Exception {
        for (int round = 0; round < 24; round++) {
            int shown = round;
            FxWait.onFx(() -> {
                for (int i = 0; i < 7 + shown % 5; i++) {
                    lines.add(line(shown, i));
                }
                log.show(List.copyOf(lines));
                banner.setVisible(shown % 2 == 0);
                banner.setManaged(shown % 2 == 0);
                if (shown % 6 == 3) {
                    stage.setHeight(200 + 20 * (shown % 4));
                }
                return null;
            });
            try {
                FxWait.until(this::newestInView);
            } catch (Exception e) {
                throw new AssertionError("round " + round + ": " + FxWait.onFx(this::describe), e);
            }
        }
    }

    private LogLine line(int round, int i) {
        String text = "tick " + round + " line " + i;
        return new LogLine(round, LogKind.CAUSE, i % 4 == 3 ? text + " — " + "a long explanation ".repeat(8) : text);
    }

    private String describe() {
        Bounds view = log.localToScene(log.getLayoutBounds());
        StringBuilder b = new StringBuilder("view " + view.getMinY() + ".." + view.getMaxY() + " items "
                + log.getItems().size());
        new FxRobot().from(log).lookup(".list-cell").queryAll().forEach(c -> {
            ListCell<?> cell = (ListCell<?>) c;
            Bounds cb = c.localToScene(c.getLayoutBounds());
            b.append("\n ")
                    .append(cell.getIndex())
                    .append(" vis=")
                    .append(c.isVisible())
                    .append(' ')
                    .append(cb.getMinY())
                    .append("..")
                    .append(cb.getMaxY());
        });
        new FxRobot()
                .from(log)
                .lookup(".scroll-bar")
                .queryAll()
                .forEach(c -> b.append("\n bar ")
                        .append(c.getStyleClass())
                        .append(c.getPseudoClassStates())
                        .append(c.isVisible())
                        .append(c.getLayoutBounds()));
        return b.toString();
    }

    /** The newest line's cell is visible and wholly inside the list, above a horizontal bar if any. */
    private boolean newestInView() {
        LogLine newest = log.getItems().get(log.getItems().size() - 1);
        Bounds view = log.localToScene(log.getLayoutBounds());
        double bar = new FxRobot()
                .from(log).lookup(".scroll-bar").queryAll().stream()
                        .filter(b -> b.isVisible() && ((ScrollBar) b).getOrientation() == Orientation.HORIZONTAL)
                        .mapToDouble(b -> b.getLayoutBounds().getHeight())
                        .findFirst()
                        .orElse(0.0);
        return new FxRobot()
                .from(log).lookup(".list-cell").queryAll().stream()
                        .map(c -> (ListCell<?>) c)
                        .filter(c -> c.isVisible() && newest.equals(c.getItem()))
                        .map(c -> c.localToScene(c.getLayoutBounds()))
                        .anyMatch(
                                c -> c.getMinY() >= view.getMinY() - 0.5 && c.getMaxY() <= view.getMaxY() - bar + 0.5);
    }
}
