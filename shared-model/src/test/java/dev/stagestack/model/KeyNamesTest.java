package dev.stagestack.model;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A key name a person writes from habit gets the name the player sends, as a typo does. */
class KeyNamesTest {

    @Test
    void commonShortNamesAreAnsweredWithTheKeyTheyMean() {
        assertHint("ESC", "ESCAPE");
        assertHint("RETURN", "ENTER");
        assertHint("DEL", "DELETE");
        assertHint("UP_ARROW", "UP");
        assertHint("1", "DIGIT1");
        assertHint("PGDN", "PAGE_DOWN");
    }

    @Test
    void aTypoStillGetsTheNearestName() {
        assertHint("ESACPE", "ESCAPE");
        assertTrue(KeyNames.whyNot("ESCAPE").isEmpty());
    }

    private static void assertHint(String written, String meant) {
        String why = KeyNames.whyNot(written).orElseThrow();
        assertTrue(why.contains("did you mean \"" + meant + "\"?"), written + ": " + why);
    }

    @Test
    void aModifierIsSaidToBeOneHoweverItIsWritten() {
        for (String written : java.util.List.of("CONTROL", "CTRL", "ctrl", "shift", "Alt")) {
            assertTrue(
                    KeyNames.whyNot(written)
                            .orElseThrow()
                            .endsWith("is a modifier key: the player never sends it alone"),
                    written + ": " + KeyNames.whyNot(written));
        }
    }
}
