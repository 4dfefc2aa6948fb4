package dev.stagestack.samples.docs;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The section headings of a markdown page of {@code docs/}. */
final class DocSections {

    private static final Pattern NUMBERED = Pattern.compile("(?m)^#{2,3} (\\d+(?:\\.\\d+)?)\\.? ");
    private static final Pattern TITLE = Pattern.compile("(?m)^#{2,4} (.+?)\\s*$");

    private DocSections() {}

    /** The numbers of the numbered sections, e.g. {@code 3} for "## 3. Commit", {@code 4.1} for "### 4.1 Input". */
    static Set<String> numbers(String markdown) {
        return matches(NUMBERED, markdown);
    }

    /** The titles of every section, e.g. "Top level" for "### Top level". */
    static Set<String> titles(String markdown) {
        return matches(TITLE, markdown);
    }

    /** The text of the numbered section {@code number}, up to the next section of its level or above. */
    static String section(String markdown, String number) {
        Matcher start =
                Pattern.compile("(?m)^## " + Pattern.quote(number) + "\\. ").matcher(markdown);
        if (!start.find()) {
            throw new AssertionError("no section " + number);
        }
        Matcher next = Pattern.compile("(?m)^## ").matcher(markdown);
        int end = next.find(start.end()) ? next.start() : markdown.length();
        return markdown.substring(start.start(), end);
    }

    private static Set<String> matches(Pattern pattern, String text) {
        Set<String> found = new LinkedHashSet<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }
}
