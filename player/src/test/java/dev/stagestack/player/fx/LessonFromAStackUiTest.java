package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.runtime.debug.EntryRef;
import java.util.List;
import java.util.stream.Collectors;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A lesson that starts mid-game (docs/teaching.md, "Lesson files", {@code start:}): the player opens it
 * with the start stack entered at moment 0 — the chain drawn is that stack, head and staging at its
 * top — and PageDown walks on from there, PageUp and Ctrl+R coming back to it.
 */
@ExtendWith(ApplicationExtension.class)
class LessonFromAStackUiTest {

    private static final String LESSON = """
            graph: classic.stagestack.json
            start: system title world level
            > Four entries already: system > title > world > level.
            1 key P
            > P asks for pause over level.
            > Advance: pause entered.
            3 key ENTER
            > Enter on pause asks for dialog.
            """;

    /** Caption = head | staging of each moment. */
    private static final List<String> MOMENTS = List.of(
            "Four entries already: system > title > world > level."
                    + " = system#1 title#2 world#3 level#4 | system#1 title#2 world#3 level#4",
            "P asks for pause over level."
                    + " = system#1 title#2 world#3 level#4 | system#1 title#2 world#3 level#4 pause#5",
            "Advance: pause entered."
                    + " = system#1 title#2 world#3 level#4 pause#5 | system#1 title#2 world#3 level#4 pause#5",
            "Enter on pause asks for dialog."
                    + " = system#1 title#2 world#3 level#4 pause#5 | system#1 title#2 world#3 level#4 pause#5 dialog#6");

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.openLesson(stage, TestGraphs.classicStack(), LESSON, 1203, 676);
    }

    @Test
    void momentZeroShowsTheStartStackAndPageDownWalksOnFromIt(FxRobot robot) throws Exception {
        FxWait.until(() -> shown().equals(MOMENTS.get(0)));
        FxWait.until(() -> drawn().equals("system#1 title#2 world#3 level#4 HEAD STAGING"));
        for (int moment = 1; moment < MOMENTS.size(); moment++) {
            robot.type(KeyCode.PAGE_DOWN);
            String expected = MOMENTS.get(moment);
            FxWait.until(() -> shown().equals(expected));
        }
        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> shown().equals(MOMENTS.get(2)));
        robot.push(KeyCode.SHORTCUT, KeyCode.R);
        FxWait.until(() -> shown().equals(MOMENTS.get(0)));
        assertEquals(0, FxWait.onFx(() -> player.lessonWalk().orElseThrow().position()));
        FxWait.until(() -> drawn().equals("system#1 title#2 world#3 level#4 HEAD STAGING"));
    }

    private String shown() {
        return player.view().overlay().lesson().caption() + " = "
                + labels(player.session().live().head().bottomUp()) + " | "
                + labels(player.session().live().staging().bottomUp());
    }

    /** The entries the overlay's chain draws, bottom first, then which pills the top carries. */
    private String drawn() {
        List<ChainBox> boxes = player.view().overlay().chainBoxes().stream()
                .sorted(java.util.Comparator.comparingDouble(ChainBox::y).reversed())
                .toList();
        if (boxes.isEmpty()) {
            return "";
        }
        ChainBox top = boxes.get(boxes.size() - 1);
        return labels(boxes.stream().map(ChainBox::entry).toList())
                + (top.isHead() ? " HEAD" : "")
                + (top.isStaging() ? " STAGING" : "");
    }

    private static String labels(List<EntryRef> entries) {
        return entries.stream().map(EntryRef::label).collect(Collectors.joining(" "));
    }
}
