package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainMark;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.tools.lesson.Lesson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A class follows samples/graphs/stack-lesson.lesson on a projector: at every zoom (1×, 2×, 3×) and
 * in the window the player really opens on a 1280 × 720 or a 1024 × 768 screen (6 % smaller), every
 * moment, walked with PageDown, shows inside the window — not only inside a scroll pane's content —
 * the caption, the question and its answers, the boxes with the HEAD and STAGING pills, the point
 * where the chains meet and every entry the moment is about (discarded, entering, exiting); and so
 * after an answer is picked. JavaFX's controls log nothing on the way (a list whose cells it
 * cannot place says so on stderr).
 */
@ExtendWith(ApplicationExtension.class)
class LessonAlwaysInViewUiTest {

    private static final Path LESSON = Path.of("..", "samples", "graphs", "stack-lesson.lesson");

    private Stage stage;
    private PlayerController player;
    private final List<String> outOfView = new ArrayList<>();
    /** The controls' logger, held so that the handler listening to it stays. */
    private final java.util.logging.Logger controlsLog = java.util.logging.Logger.getLogger("javafx.scene.control");

    private final List<String> controlsSaid = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final java.util.logging.Handler listener = new java.util.logging.Handler() {
        @Override
        public void publish(java.util.logging.LogRecord record) {
            controlsSaid.add(record.getLevel() + " " + record.getMessage());
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @Start
    void start(Stage stage) {
        this.stage = stage;
        controlsLog.addHandler(listener);
    }

    @org.junit.jupiter.api.AfterEach
    void stopListening() {
        controlsLog.removeHandler(listener);
    }

    @ParameterizedTest(name = "{0}x in {1} x {2}")
    @CsvSource({"1, 1203, 676", "2, 1203, 676", "3, 1203, 676", "1, 962, 721", "2, 962, 721", "3, 962, 721"})
    void everyMomentIsInViewWhole(double zoom, double width, double height, FxRobot robot) throws Exception {
        Lesson lesson = Lesson.read(LESSON).lesson();
        player = FxWait.onFx(() -> TestPlayers.openLesson(
                stage,
                GraphLoader.load(lesson.graphFile(LESSON)).orElseThrow(),
                Files.readString(LESSON),
                width,
                height));
        FxWait.until(() -> player.view().overlay().lesson().caption() != null);
        zoomTo(robot, zoom);
        int moment = 0;
        while (true) {
            checkInView(robot, moment);
            robot.type(KeyCode.PAGE_DOWN);
            int next = moment + 1;
            FxWait.until(() -> position() == next || lessonOver());
            if (position() != next) {
                break;
            }
            moment = next;
        }
        assertTrue(moment >= 30, "the whole lesson was walked: " + moment + " moments");
        assertTrue(outOfView.isEmpty(), outOfView.size() + " out of view:\n" + String.join("\n", outOfView));
        assertTrue(controlsSaid.isEmpty(), "JavaFX's controls complained: " + controlsSaid);
    }

    private void zoomTo(FxRobot robot, double zoom) throws Exception {
        while (FxWait.onFx(() -> player.view().look().scale()) != zoom) {
            double was = FxWait.onFx(() -> player.view().look().scale());
            PlayerCommand command = was < zoom ? PlayerCommand.OVERLAY_LARGER : PlayerCommand.OVERLAY_SMALLER;
            robot.push(
                    KeyCode.SHORTCUT,
                    KeyCode.SHIFT,
                    command == PlayerCommand.OVERLAY_LARGER ? KeyCode.EQUALS : KeyCode.MINUS);
            FxWait.until(() -> player.view().look().scale() != was);
        }
    }

    private int position() throws Exception {
        return FxWait.onFx(() -> player.lessonWalk().orElseThrow().position());
    }

    private boolean lessonOver() {
        Label notice = (Label) player.view().overlay().lookup("#overlay-notice");
        return notice.isVisible() && notice.getText().startsWith("The lesson is over");
    }

    /** Records what of moment {@code moment} is not inside the window; then, at a question, picks an answer and looks again. */
    private void checkInView(FxRobot robot, int moment) throws Exception {
        FxWait.until(() ->
                caption().equals(player.lessonWalk().orElseThrow().caption().orElse("")));
        outOfView.addAll(FxWait.onFx(() -> missing("moment " + moment)));
        Button answer = FxWait.onFx(() -> (Button)
                player.view().overlay().lookup("#lesson-question").getParent().lookup(".button"));
        if (answer != null && FxWait.onFx(() -> shown(answer))) {
            if (FxWait.onFx(() -> inWindow(sceneBounds(answer), false))) {
                robot.clickOn(answer);
                FxWait.until(
                        () -> player.view().overlay().lookup("#lesson-feedback").isVisible());
                outOfView.addAll(FxWait.onFx(() -> missing("moment " + moment + " answered")));
            }
        }
    }

    private String caption() {
        return ((Label) player.view().overlay().lookup("#lesson-caption")).getText();
    }

    /** What of the moment shown lies outside the window or is set too small (laid out first, as the next pulses would). */
    private List<String> missing(String when) {
        javafx.scene.Parent root = player.view().getScene().getRoot();
        for (int pass = 0; pass == 0 || pass < 10 && root.isNeedsLayout(); pass++) {
            root.applyCss();
            root.layout();
        }
        List<String> missing = new ArrayList<>();
        if (root.isNeedsLayout()) {
            missing.add(when + ": the layout does not settle");
        }
        OverlayPane overlay = player.view().overlay();
        double captionFont =
                ((Label) overlay.lookup("#lesson-caption")).getFont().getSize();
        if (captionFont < OverlayPane.BASE_FONT) {
            missing.add(when + ": the caption set at " + captionFont + " px");
        }
        for (String id : List.of("#lesson-caption", "#lesson-question", "#lesson-feedback")) {
            Node node = overlay.lookup(id);
            if (shown(node) && !inWindow(sceneBounds(node), false)) {
                missing.add(when + ": " + id + " at " + sceneBounds(node));
            }
        }
        for (Node choice : overlay.lookup("#lesson-question").getParent().lookupAll(".button")) {
            if (shown(choice) && !inWindow(sceneBounds(choice), false)) {
                missing.add(when + ": answer " + ((Button) choice).getText() + " at " + sceneBounds(choice));
            }
        }
        for (ChainBox box : aboutThisMoment(player.view().overlayChain())) {
            Node canvas = overlay.chainScroll().getContent();
            Bounds bounds = canvas.localToScene(new BoundingBox(box.x(), box.y(), box.width(), box.height()));
            if (!inWindow(bounds, true)) {
                missing.add(when + ": " + what(box) + " at " + bounds);
            }
        }
        return missing;
    }

    /** The boxes a moment is about: head's and staging's tips (the pills), where the chains meet, and every pending or discarded entry. */
    private static List<ChainBox> aboutThisMoment(List<ChainBox> boxes) {
        ChainBox meeting = null;
        List<ChainBox> about = new ArrayList<>();
        for (ChainBox box : boxes) {
            if (box.isHead() || box.isStaging() || box.mark() != ChainMark.SHARED) {
                about.add(box);
            }
            if (box.mark() == ChainMark.SHARED && (meeting == null || box.y() < meeting.y())) {
                meeting = box;
            }
        }
        if (meeting != null) {
            about.add(meeting);
        }
        return about;
    }

    private static String what(ChainBox box) {
        return box.mark().name().toLowerCase() + " " + box.entry().stateId() + "#"
                + box.entry().serial() + (box.isHead() ? " HEAD" : "") + (box.isStaging() ? " STAGING" : "");
    }

    /** Whether {@code node} and all its parents are visible. */
    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static Bounds sceneBounds(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }

    /**
     * Whether {@code bounds} (in the scene) lie inside the window and inside the overlay's scroll
     * pane's viewport and, for a box of the chain ({@code inChain}), inside the chain's viewport.
     */
    private boolean inWindow(Bounds bounds, boolean inChain) {
        var scene = player.view().getScene();
        if (!inside(bounds, new BoundingBox(0, 0, scene.getWidth(), scene.getHeight()))) {
            return false;
        }
        List<ScrollPane> around = inChain
                ? List.of(player.view().overlay().chainScroll(), (ScrollPane)
                        player.view().overlayArea())
                : List.of((ScrollPane) player.view().overlayArea());
        for (ScrollPane scroll : around) {
            if (!inside(bounds, sceneBounds(scroll.lookup(".viewport")))) {
                return false;
            }
        }
        return bounds.getWidth() > 0 && bounds.getHeight() > 0;
    }

    private static boolean inside(Bounds inner, Bounds outer) {
        double slack = 0.5;
        return inner.getMinX() >= outer.getMinX() - slack
                && inner.getMinY() >= outer.getMinY() - slack
                && inner.getMaxX() <= outer.getMaxX() + slack
                && inner.getMaxY() <= outer.getMaxY() + slack;
    }
}
