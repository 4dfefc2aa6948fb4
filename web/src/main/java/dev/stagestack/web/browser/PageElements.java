package dev.stagestack.web.browser;

import dev.stagestack.model.Problem;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/** The elements of the page by id: the data it carries and the places the run shows itself. */
final class PageElements {

    private final HTMLDocument document;

    PageElements(HTMLDocument document) {
        this.document = document;
    }

    HTMLDocument document() {
        return document;
    }

    HTMLElement element(String id) {
        return document.getElementById(id);
    }

    /** The text of element {@code id}, exactly as the page writer put it there. */
    String text(String id) {
        return element(id).getTextContent();
    }

    void setText(String id, String text) {
        element(id).setTextContent(text);
    }

    /** Lists the problems, one a line as the CLI prints them; none leaves the element empty. */
    void showProblems(List<Problem> problems) {
        StringBuilder text = new StringBuilder();
        for (Problem p : problems) {
            text.append(p).append('\n');
        }
        setText("problems", text.toString());
    }
}
