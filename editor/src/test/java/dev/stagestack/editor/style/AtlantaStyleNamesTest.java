package dev.stagestack.editor.style;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The editor names the style classes that AtlantaFX defines through its constants ({@code Styles.FLAT},
 * {@code Tweaks.EDGE_TO_EDGE}), never by a string literal that would silently stop matching when the theme
 * renames one.
 */
class AtlantaStyleNamesTest {
    private static final Pattern STYLE_CLASS_CALL = Pattern.compile("getStyleClass\\(\\)\\.\\w+\\(([^;]*)");
    private static final Pattern LITERAL = Pattern.compile("\"([^\"\\\\]*)\"");

    @Test
    void theEditorNamesAtlantaStyleClassesByTheirConstants() throws IOException {
        Map<String, String> constants = atlantaConstants();
        List<String> literals = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                literals.addAll(atlantaLiterals(file, constants));
            }
        }
        assertEquals(List.of(), literals);
    }

    @Test
    void aLiteralStyleClassOfTheThemeIsFound() {
        Map<String, String> constants = atlantaConstants();
        assertEquals(
                List.of("Styles.FLAT", "Styles.BUTTON_ICON"),
                literalsOnLine("b.getStyleClass().addAll(\"flat\", \"button-icon\", \"edge-label\");", constants));
        assertEquals(
                List.of("Tweaks.EDGE_TO_EDGE"),
                literalsOnLine("scroll.getStyleClass().add(\"edge-to-edge\");", constants));
        assertEquals(List.of(), literalsOnLine("b.getStyleClass().add(Styles.ACCENT);", constants));
    }

    private static List<String> atlantaLiterals(Path file, Map<String, String> constants) throws IOException {
        List<String> found = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            for (String constant : literalsOnLine(lines.get(i), constants)) {
                found.add(file + ":" + (i + 1) + ": use " + constant);
            }
        }
        return found;
    }

    private static List<String> literalsOnLine(String line, Map<String, String> constants) {
        List<String> found = new ArrayList<>();
        Matcher call = STYLE_CLASS_CALL.matcher(line);
        while (call.find()) {
            Matcher literal = LITERAL.matcher(call.group(1));
            while (literal.find()) {
                String constant = constants.get(literal.group(1));
                if (constant != null) {
                    found.add(constant);
                }
            }
        }
        return found;
    }

    /** Each style class name AtlantaFX defines, mapped to its constant, e.g. "flat" to "Styles.FLAT". */
    private static Map<String, String> atlantaConstants() {
        Map<String, String> constants = new HashMap<>();
        for (Class<?> holder : List.of(Styles.class, Tweaks.class)) {
            for (Field field : holder.getFields()) {
                if (Modifier.isStatic(field.getModifiers())
                        && field.getType() == String.class
                        && !field.getName().equals("DATA_URI_PREFIX")) {
                    constants.put(value(field), holder.getSimpleName() + "." + field.getName());
                }
            }
        }
        assertTrue(constants.containsKey("flat") && constants.containsKey("edge-to-edge"), constants::toString);
        return constants;
    }

    private static String value(Field field) {
        try {
            return (String) field.get(null);
        } catch (IllegalAccessException e) {
            throw new AssertionError(field.toString(), e);
        }
    }
}
