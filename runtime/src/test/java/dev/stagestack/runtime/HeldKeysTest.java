package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The keyboard state behind {@link Context#keys()}: holds, taps, releases and tick boundaries. */
class HeldKeysTest {

    private final HeldKeys keys = new HeldKeys();

    @Test
    void aHeldKeyStaysDownAcrossTicksButCountsAsPressedOnlyInItsOwnTick() {
        keys.press("LEFT");
        assertTrue(keys.isDown("LEFT"));
        assertTrue(keys.wasPressed("LEFT"));
        keys.newTick();
        assertTrue(keys.isDown("LEFT"));
        assertFalse(keys.wasPressed("LEFT"));
        keys.release("LEFT");
        assertFalse(keys.isDown("LEFT"));
    }

    @Test
    void aTapIsPressedThisTickAndNeverHeld() {
        keys.tap("SPACE");
        assertTrue(keys.wasPressed("SPACE"));
        assertFalse(keys.isDown("SPACE"));
        keys.newTick();
        assertFalse(keys.wasPressed("SPACE"));
    }

    @Test
    void releasingAKeyThatIsNotHeldChangesNothingAndOtherKeysStayHeld() {
        keys.press("LEFT");
        keys.press("RIGHT");
        keys.release("UP");
        keys.release("LEFT");
        assertFalse(keys.isDown("LEFT"));
        assertTrue(keys.isDown("RIGHT"));
    }

    @Test
    void manyKeysAtOnceGrowTheTablesAndReleaseAllForgetsThem() {
        for (int i = 0; i < 40; i++) {
            keys.press("K" + i);
        }
        for (int i = 0; i < 40; i++) {
            assertTrue(keys.isDown("K" + i), "K" + i);
        }
        keys.releaseAll();
        assertFalse(keys.isDown("K7"));
        assertFalse(keys.wasPressed("K7"));
    }
}
