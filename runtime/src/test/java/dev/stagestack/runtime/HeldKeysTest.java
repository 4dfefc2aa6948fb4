package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.KeyNames;
import java.util.List;
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
        List<String> forty = KeyNames.ALL.stream().limit(40).toList();
        forty.forEach(keys::press);
        for (String key : forty) {
            assertTrue(keys.isDown(key), key);
        }
        keys.releaseAll();
        assertFalse(keys.isDown(forty.get(7)));
        assertFalse(keys.wasPressed(forty.get(7)));
    }
}
