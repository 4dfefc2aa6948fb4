package dev.stagestack.runtime.look;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.CoveredPolicy;
import org.junit.jupiter.api.Test;

class StateLookTest {

    @Test
    void aStatesColourIsItsSixHexDigitsOfEitherCase() {
        assertEquals(0x3d7b4f, StateLook.rgb("#3d7b4f"));
        assertEquals(0xaabbcc, StateLook.rgb("#AaBbCc"));
    }

    @Test
    void noColourOrAMalformedOneIsTheFallback() {
        assertEquals(StateLook.FALLBACK_RGB, StateLook.rgb(null));
        assertEquals(StateLook.FALLBACK_RGB, StateLook.rgb("#fff"));
        assertEquals(StateLook.FALLBACK_RGB, StateLook.rgb("3d7b4f0"));
        assertEquals(StateLook.FALLBACK_RGB, StateLook.rgb("#3d7b4g"));
    }

    @Test
    void coveredEntriesAreMarkedWithTheirPolicyTipsWithNothingAndARestartAsSuch() {
        assertEquals("update", StateLook.chainMark(CoveredPolicy.UPDATE, false, false));
        assertEquals("hide", StateLook.chainMark(CoveredPolicy.HIDE, false, false));
        assertEquals("", StateLook.chainMark(CoveredPolicy.FREEZE, true, false));
        assertEquals("↻ restart", StateLook.chainMark(CoveredPolicy.FREEZE, true, true));
    }
}
