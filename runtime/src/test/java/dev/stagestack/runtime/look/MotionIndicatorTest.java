package dev.stagestack.runtime.look;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.CoveredPolicy;
import org.junit.jupiter.api.Test;

/** The motion indicator moves only for an entry updated now: head, or covered with {@code update} (docs/semantics.md §6). */
class MotionIndicatorTest {

    @Test
    void headIsUpdatedWhateverItsPolicyAndACoveredEntryOnlyWithUpdate() {
        for (CoveredPolicy policy : CoveredPolicy.values()) {
            assertTrue(MotionIndicator.updated(policy, true), policy + " as head");
        }
        assertTrue(MotionIndicator.updated(CoveredPolicy.UPDATE, false));
        assertFalse(MotionIndicator.updated(CoveredPolicy.FREEZE, false));
        assertFalse(MotionIndicator.updated(CoveredPolicy.HIDE, false));
    }

    @Test
    void theDotTurnsOnceInSixtyUpdatesAndTheCaptionSaysWhetherItMoves() {
        assertEquals(0, MotionIndicator.angle(0));
        assertEquals(Math.PI, MotionIndicator.angle(30), 1e-12);
        assertEquals(2 * Math.PI, MotionIndicator.angle(60), 1e-12);
        assertEquals("updating", MotionIndicator.caption(true));
        assertEquals("frozen", MotionIndicator.caption(false));
    }
}
