package io.github.walkthroughsite.manifest;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * JSON as RFC 8259 defines it, read into org.json's values. org.json's own reader is lenient
 * (comments, single quotes, unquoted names, {@code =>}); Swift's decoder and the schema accept none
 * of that, so neither does this library. Nesting is limited, so a hostile file cannot exhaust the stack.
 */
final class StrictJson {
    private static final int MAXIMUM_DEPTH = 256;

    private final String text;
    private int position;
    private int depth;

    StrictJson(String text) {
        this.text = text;
    }

    /** The one value of the text, with nothing but white space around it. */
    Object value() throws JSONException {
        if (text.startsWith("\uFEFF")) {
            position++;  // a byte-order mark, which Swift's decoder skips too
        }
        skipWhiteSpace();
        Object value = nextValue();
        skipWhiteSpace();
        if (position < text.length()) {
            throw failure("unexpected '" + text.charAt(position) + "' after the value");
        }
        return value;
    }

    private Object nextValue() throws JSONException {
        if (position >= text.length()) {
            throw failure("unexpected end of the text");
        }
        char c = text.charAt(position);
        switch (c) {
            case '{': return nested(true);
            case '[': return nested(false);
            case '"': return string();
            case 't': return word("true", Boolean.TRUE);
            case 'f': return word("false", Boolean.FALSE);
            case 'n': return word("null", JSONObject.NULL);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw failure("unexpected '" + c + "'");
        }
    }

    private Object nested(boolean isObject) throws JSONException {
        if (++depth > MAXIMUM_DEPTH) {
            throw failure("nested deeper than " + MAXIMUM_DEPTH + " levels");
        }
        Object value = isObject ? object() : array();
        depth--;
        return value;
    }

    private JSONObject object() throws JSONException {
        JSONObject object = new JSONObject();
        position++;
        skipWhiteSpace();
        if (take('}')) {
            return object;
        }
        do {
            skipWhiteSpace();
            if (position >= text.length() || text.charAt(position) != '"') {
                throw failure("expected a key in double quotes");
            }
            String key = string();
            if (object.has(key)) {
                throw failure("the key '" + key + "' appears twice");
            }
            skipWhiteSpace();
            expect(':');
            skipWhiteSpace();
            object.put(key, nextValue());
            skipWhiteSpace();
        } while (take(','));
        expect('}');
        return object;
    }

    private JSONArray array() throws JSONException {
        JSONArray array = new JSONArray();
        position++;
        skipWhiteSpace();
        if (take(']')) {
            return array;
        }
        do {
            skipWhiteSpace();
            array.put(nextValue());
            skipWhiteSpace();
        } while (take(','));
        expect(']');
        return array;
    }

    private String string() throws JSONException {
        StringBuilder result = new StringBuilder();
        position++;
        while (position < text.length()) {
            char c = text.charAt(position++);
            if (c == '"') {
                return result.toString();
            } else if (c == '\\') {
                char unit = escape();
                if (Character.isLowSurrogate(unit)) {
                    throw failure("a lone low surrogate \\u" + Integer.toHexString(unit));
                }
                result.append(unit);
                if (Character.isHighSurrogate(unit)) {
                    if (!text.startsWith("\\u", position)) {
                        throw failure("a high surrogate without its low surrogate");
                    }
                    position += 2;
                    char low = codeUnit();
                    if (!Character.isLowSurrogate(low)) {
                        throw failure("a high surrogate without its low surrogate");
                    }
                    result.append(low);
                }
            } else if (c < 0x20) {
                throw failure("a control character in a string");
            } else {
                result.append(c);
            }
        }
        throw failure("a string without its closing quote");
    }

    private char escape() throws JSONException {
        if (position >= text.length()) {
            throw failure("a string without its closing quote");
        }
        char c = text.charAt(position++);
        switch (c) {
            case '"': case '\\': case '/': return c;
            case 'b': return '\b';
            case 'f': return '\f';
            case 'n': return '\n';
            case 'r': return '\r';
            case 't': return '\t';
            case 'u':
                return codeUnit();
            default:
                throw failure("unknown escape \\" + c);
        }
    }

    /** The four hexadecimal digits after {@code \\u}, as one UTF-16 code unit. */
    private char codeUnit() throws JSONException {
        int unit = 0;
        for (int i = 0; i < 4; i++) {
            char c = position < text.length() ? text.charAt(position) : ' ';
            int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (digit < 0) {
                throw failure("\\u needs four hexadecimal digits");
            }
            unit = unit * 16 + digit;
            position++;
        }
        return (char) unit;
    }

    private Object number() throws JSONException {
        int start = position;
        take('-');
        if (!take('0')) {
            digits();
        }
        boolean integral = true;
        if (take('.')) {
            integral = false;
            digits();
        }
        if (position < text.length() && (text.charAt(position) == 'e' || text.charAt(position) == 'E')) {
            integral = false;
            position++;
            if (!take('+')) {
                take('-');
            }
            digits();
        }
        String literal = text.substring(start, position);
        if (integral) {
            try {
                long value = Long.parseLong(literal);
                return value == (int) value ? Integer.valueOf((int) value) : Long.valueOf(value);
            } catch (NumberFormatException tooLarge) {
                // Read as a double below.
            }
        }
        double value = Double.parseDouble(literal);
        if (Double.isInfinite(value)) {
            throw failure("the number " + literal + " is too large");
        }
        return value;
    }

    private void digits() throws JSONException {
        int start = position;
        while (position < text.length() && text.charAt(position) >= '0' && text.charAt(position) <= '9') {
            position++;
        }
        if (position == start) {
            throw failure("expected a digit");
        }
    }

    private Object word(String word, Object value) throws JSONException {
        if (!text.startsWith(word, position)) {
            throw failure("unexpected '" + text.charAt(position) + "'");
        }
        position += word.length();
        return value;
    }

    private boolean take(char c) {
        if (position < text.length() && text.charAt(position) == c) {
            position++;
            return true;
        }
        return false;
    }

    private void expect(char c) throws JSONException {
        if (!take(c)) {
            throw failure(position < text.length() ? "expected '" + c + "', found '" + text.charAt(position) + "'" : "expected '" + c + "' before the end");
        }
    }

    private void skipWhiteSpace() {
        while (position < text.length()) {
            char c = text.charAt(position);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            position++;
        }
    }

    /** An error at the current position, as line and column (both from 1). */
    private JSONException failure(String what) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(position, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new JSONException("line " + line + ", column " + column + ": " + what);
    }
}
