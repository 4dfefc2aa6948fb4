package dev.stagestack.editor.style;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.kordamp.ikonli.Ikon;

/** Each editor icon is the Material Design 2 pack's icon of the same name: same description, same glyph. */
class EditorIconTest {

    @Test
    void everyIconMatchesThePacksIconOfTheSameName() throws ReflectiveOperationException {
        for (EditorIcon icon : EditorIcon.values()) {
            Ikon pack = packIcon(icon.name());
            assertEquals(pack.getDescription(), icon.getDescription(), icon.name());
            assertEquals(pack.getCode(), icon.getCode(), icon.name());
        }
    }

    /** The pack keeps icons in one enum per first letter: MaterialDesignA.ALERT, ... */
    private static Ikon packIcon(String name) throws ReflectiveOperationException {
        Class<?> letter = Class.forName("org.kordamp.ikonli.materialdesign2.MaterialDesign" + name.charAt(0));
        return (Ikon) letter.getField(name).get(null);
    }
}
