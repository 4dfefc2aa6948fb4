package dev.stagestack.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Everything the repository cites is in the repository: no source, doc or script names a
 * document a user cannot see, every "§n" is a section of docs/semantics.md, and every section
 * named by title ({@code docs/format.md "Top level"}) exists in that page.
 */
class DocCitationsTest {

    static final String RULES_PAGE = "docs/semantics.md";

    /** Documents outside the repository; each written here so that this file does not match itself. */
    private static final Pattern OUTSIDE = Pattern.compile(
            "SEMANTIC[S]|FORMAT[.]md|DESIG[N] rule|DESIG[N][.]md|DESIG[N] \"|[.][.]/shared(?![-\\w])|shared/doc[s]");

    private static final Pattern SECTION_NUMBER = Pattern.compile("§(\\d+(?:\\.\\d+)?)");
    private static final Pattern SECTION_TITLE = Pattern.compile("(semantics|format)\\.md,? \"([^\"]+)\"");

    private final List<Path> files = RepositoryFiles.textFiles();

    @Test
    void theWalkSeesTheSourcesAndTheDocs() {
        assertTrue(files.contains(Path.of(RULES_PAGE)), files.toString());
        assertTrue(files.stream().anyMatch(f -> f.toString().endsWith("StateStack.java")), files.toString());
    }

    @Test
    void noFileCitesADocumentOutsideTheRepository() {
        List<String> found = new ArrayList<>();
        eachLine((where, line) -> {
            if (OUTSIDE.matcher(line).find()) {
                found.add(where + line.strip());
            }
        });
        assertEquals(List.of(), found);
    }

    @Test
    void everySectionNumberIsASectionOfTheSemanticsPage() {
        Set<String> sections = DocSections.numbers(RepositoryFiles.read(RULES_PAGE));
        assertTrue(sections.containsAll(List.of("1", "3", "4.1", "4.3", "10", "15")), sections.toString());
        List<String> unknown = new ArrayList<>();
        eachLine((where, line) -> {
            Matcher m = SECTION_NUMBER.matcher(line);
            while (m.find()) {
                if (!sections.contains(m.group(1))) {
                    unknown.add(where + "§" + m.group(1));
                }
            }
        });
        assertEquals(List.of(), unknown, "sections of " + RULES_PAGE + ": " + sections);
    }

    @Test
    void everyFileCitingASectionNumberNamesTheSemanticsPage() {
        List<Path> unnamed = files.stream()
                .filter(f -> !f.equals(Path.of(RULES_PAGE)))
                .filter(f -> SECTION_NUMBER.matcher(RepositoryFiles.read(f)).find())
                .filter(f -> !RepositoryFiles.read(f).contains("semantics.md"))
                .toList();
        assertEquals(List.of(), unnamed);
    }

    @Test
    void everySectionCitedByTitleExists() {
        Set<String> semantics = DocSections.titles(RepositoryFiles.read(RULES_PAGE));
        Set<String> format = DocSections.titles(RepositoryFiles.read("docs/format.md"));
        List<String> unknown = new ArrayList<>();
        eachLine((where, line) -> {
            Matcher m = SECTION_TITLE.matcher(line);
            while (m.find()) {
                Set<String> titles = m.group(1).equals("format") ? format : semantics;
                if (!titles.contains(m.group(2))) {
                    unknown.add(where + m.group());
                }
            }
        });
        assertEquals(List.of(), unknown);
    }

    /** Calls {@code check} with "path:line: " and the text of every line of every file. */
    private void eachLine(BiConsumer<String, String> check) {
        for (Path file : files) {
            List<String> lines = RepositoryFiles.read(file).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                check.accept(file + ":" + (i + 1) + ": ", lines.get(i));
            }
        }
    }
}
