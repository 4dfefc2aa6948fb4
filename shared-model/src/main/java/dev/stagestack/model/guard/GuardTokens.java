package dev.stagestack.model.guard;

import java.util.ArrayList;
import java.util.List;

/** Splits a guard's text into numbers, names and symbols, each with its 1-based column. */
final class GuardTokens {
    enum Kind {
        NUMBER,
        NAME,
        SYMBOL
    }

    record Token(Kind kind, String text, int column) {}

    private static final String[] SYMBOLS = {
        "&&", "||", "==", "!=", "<=", ">=", "<", ">", "!", "+", "-", "(", ")", "=", "&", "|"
    };

    private final List<Token> list = new ArrayList<>();
    private final int endColumn;
    private int position;

    GuardTokens(String text) throws GuardSyntaxException {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t') {
                i++;
            } else if (isNameChar(c)) {
                i = word(text, i);
            } else {
                i = symbol(text, i);
            }
        }
        endColumn = text.length() + 1;
    }

    private int word(String text, int start) {
        int i = start;
        while (i < text.length() && isNameChar(text.charAt(i))) {
            i++;
        }
        String w = text.substring(start, i);
        Kind kind = w.chars().allMatch(Character::isDigit) ? Kind.NUMBER : Kind.NAME;
        list.add(new Token(kind, w, start + 1));
        return i;
    }

    private int symbol(String text, int start) throws GuardSyntaxException {
        for (String s : SYMBOLS) {
            if (text.startsWith(s, start)) {
                list.add(new Token(Kind.SYMBOL, s, start + 1));
                return start + s.length();
            }
        }
        throw new GuardSyntaxException(
                start + 1, "unexpected character \"" + new String(Character.toChars(text.codePointAt(start))) + "\"");
    }

    /** Letters, digits, {@code _} and {@code .}: names of variables and state ids (a state id may hold {@code .}). */
    private static boolean isNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.';
    }

    boolean atEnd() {
        return position >= list.size();
    }

    boolean peek(String symbol) {
        return !atEnd()
                && list.get(position).kind() == Kind.SYMBOL
                && list.get(position).text().equals(symbol);
    }

    Kind peekKind() {
        return list.get(position).kind();
    }

    String peekText() {
        return list.get(position).text();
    }

    Token next() {
        return list.get(position++);
    }

    /**
     * Takes the tokens of a state id written inside a function's parentheses: names, numbers and
     * {@code -} written without spaces between them ({@code level-2}); empty when there is none.
     */
    String stateId() {
        StringBuilder id = new StringBuilder();
        int expectedColumn = column();
        while (!atEnd() && list.get(position).column() == expectedColumn && isIdPart(list.get(position))) {
            Token t = next();
            id.append(t.text());
            expectedColumn = t.column() + t.text().length();
        }
        return id.toString();
    }

    private static boolean isIdPart(Token t) {
        return t.kind() != Kind.SYMBOL || t.text().equals("-");
    }

    /** The column of the next token, or one past the end of the text. */
    int column() {
        return atEnd() ? endColumn : list.get(position).column();
    }
}
