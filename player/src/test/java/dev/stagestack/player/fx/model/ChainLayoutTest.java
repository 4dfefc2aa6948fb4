package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChainLayoutTest {

    private static final EntryRef TITLE = new EntryRef("title", 1);
    private static final EntryRef WORLD = new EntryRef("world", 2);
    private static final EntryRef OPTIONS = new EntryRef("options", 3);

    private final ChainLayout layout = new ChainLayout(StateIndex.of(new Graph(
            "g",
            "title",
            60,
            List.of(
                    StateDef.of("title"),
                    StateDef.of("world").withCovered(CoveredPolicy.UPDATE),
                    StateDef.of("options")),
            List.of())));

    private static ChainSnapshot chain(EntryRef... entries) {
        return new ChainSnapshot(List.of(entries));
    }

    @Test
    void divergedChainsSplitIntoAnExitingAndAnEnteringBranchOverTheSharedBottom() {
        TickSnapshot s = new TickSnapshot(3, chain(TITLE, WORLD), chain(TITLE, OPTIONS), List.of(), List.of());
        List<ChainBox> boxes = layout.layout(s, 300, 400);
        assertEquals(3, boxes.size());
        ChainBox title = boxes.get(0);
        ChainBox world = boxes.get(1);
        ChainBox options = boxes.get(2);
        assertEquals(ChainMark.SHARED, title.mark());
        assertEquals(ChainMark.EXITING, world.mark());
        assertEquals(ChainMark.ENTERING, options.mark());
        assertEquals(0, world.parent());
        assertEquals(0, options.parent());
        assertTrue(world.isHead() && !world.isStaging());
        assertTrue(options.isStaging() && !options.isHead());
        assertTrue(world.x() + world.width() <= options.x(), "branches side by side");
        assertTrue(world.y() < title.y(), "the top of the stack is drawn at the top");
        assertEquals("freeze", title.badge(), "a covered entry shows its policy");
        assertEquals("", world.badge());
    }

    @Test
    void aChainThatMustScrollStartsWhereItShowsTheForkAndElseAtTheTop() {
        EntryRef audio = new EntryRef("audio", 4);
        TickSnapshot diverged =
                new TickSnapshot(3, chain(TITLE, WORLD, audio), chain(TITLE, OPTIONS), List.of(), List.of());
        List<ChainBox> boxes = layout.layout(diverged, 300, 3 * ChainLayout.MIN_ROW);
        ChainBox title = boxes.get(0);
        assertEquals(0, ChainLayout.focusTop(boxes, 3 * ChainLayout.MIN_ROW), "all of it fits: the top");
        double oneRowAndAHalf = 1.5 * ChainLayout.MIN_ROW;
        assertEquals(
                title.y() + title.height() - oneRowAndAHalf,
                ChainLayout.focusTop(boxes, oneRowAndAHalf),
                1e-9,
                "the meeting point, title, at the bottom of the area");

        TickSnapshot quitting = new TickSnapshot(5, chain(TITLE, WORLD, audio), chain(), List.of(), List.of());
        assertEquals(
                0,
                ChainLayout.focusTop(layout.layout(quitting, 300, 3 * ChainLayout.MIN_ROW), ChainLayout.MIN_ROW),
                "nothing shared: head's end, the top");
    }

    @Test
    void aSettledChainIsOneColumnWithBothMarkersOnTheTip() {
        TickSnapshot s = new TickSnapshot(9, chain(TITLE, WORLD), chain(TITLE, WORLD), List.of(), List.of());
        List<ChainBox> boxes = layout.layout(s, 300, 400);
        ChainBox world = boxes.get(1);
        assertTrue(world.isHead() && world.isStaging());
        assertEquals(boxes.get(0).width(), world.width());
        assertEquals(1, boxes.stream().filter(b -> !b.badge().isEmpty()).count());
    }

    @Test
    void discardedEntriesGoInARowUnderTheChainWithNoParent() {
        TickSnapshot s = new TickSnapshot(2, chain(TITLE), chain(TITLE), List.of(WORLD), List.of());
        List<ChainBox> boxes = layout.layout(s, 300, 400);
        ChainBox discarded = boxes.get(1);
        assertEquals(ChainMark.DISCARDED, discarded.mark());
        assertEquals(-1, discarded.parent());
        assertTrue(discarded.y() > boxes.get(0).y());
        assertFalse(discarded.isHead());
    }

    @Test
    void deepStacksShrinkRowsToFitButNeverBelowTheMinimum() {
        EntryRef[] deep = new EntryRef[16];
        for (int i = 0; i < deep.length; i++) {
            deep[i] = new EntryRef("title", i + 1);
        }
        TickSnapshot s = new TickSnapshot(1, chain(deep), chain(deep), List.of(), List.of());
        List<ChainBox> fit = layout.layout(s, 300, 640);
        assertEquals(40.0, fit.get(1).y() - fit.get(2).y(), 1e-9);
        List<ChainBox> cramped = layout.layout(s, 300, 100);
        assertEquals(ChainLayout.MIN_ROW, cramped.get(1).y() - cramped.get(2).y(), 1e-9);
        assertEquals(
                16 * ChainLayout.MIN_ROW,
                ChainLayout.readableHeight(s, 1),
                1e-9,
                "the area a host scrolls so that no row is closer than the minimum");
    }

    @Test
    void atTwiceTheScaleEveryLengthDoubles() {
        TickSnapshot s = new TickSnapshot(1, chain(TITLE, WORLD), chain(TITLE, WORLD), List.of(), List.of());
        List<ChainBox> normal = layout.layout(s, 300, 1000, 1);
        List<ChainBox> twice = layout.layout(s, 600, 2000, 2);
        for (int i = 0; i < normal.size(); i++) {
            assertEquals(2 * normal.get(i).height(), twice.get(i).height(), 1e-9);
            assertEquals(2 * normal.get(i).y(), twice.get(i).y(), 1e-9);
            assertEquals(2 * normal.get(i).width(), twice.get(i).width(), 1e-9);
        }
        assertEquals(2 * ChainLayout.readableHeight(s, 1), ChainLayout.readableHeight(s, 2), 1e-9);
    }
}
