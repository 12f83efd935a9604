package io.github.walkthroughsite.manifest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * One JSON object of a manifest, read field by field: each accessor checks the field's type and
 * throws a {@link ManifestException} naming the field's path, as Swift's decoder does.
 */
final class Fields {
    /** Reads one value of a field, or throws naming its path. */
    interface Reader<T> {
        T read(Fields fields) throws ManifestException;
    }

    private final JSONObject object;
    private final String path;

    private Fields(JSONObject object, String path) {
        this.object = object;
        this.path = path;
    }

    /** The top-level object of {@code json}. */
    static Fields parse(String json) throws ManifestException {
        Object value;
        try {
            value = new StrictJson(json).value();
        } catch (JSONException error) {
            throw new ManifestException("", "not valid JSON: " + error.getMessage());
        }
        if (!(value instanceof JSONObject)) {
            throw new ManifestException("", "expected an object");
        }
        return new Fields((JSONObject) value, "");
    }

    /** The path of this object itself. */
    String here() {
        return path;
    }

    String path(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    ManifestException error(String key, String reason) {
        return new ManifestException(path(key), reason);
    }

    boolean has(String key) {
        return object.has(key) && !object.isNull(key);
    }

    private Object required(String key, String expected) throws ManifestException {
        if (!object.has(key)) {
            throw error(key, "missing");
        }
        if (object.isNull(key)) {
            throw error(key, "expected " + expected + ", found null");
        }
        return object.opt(key);
    }

    String string(String key) throws ManifestException {
        return asString(required(key, "a string"), path(key));
    }

    /** The string, or null when the field is absent or null. */
    String optionalString(String key) throws ManifestException {
        return has(key) ? string(key) : null;
    }

    int integer(String key) throws ManifestException {
        return asInteger(required(key, "an integer"), path(key));
    }

    /** The integer, or null when the field is absent or null. */
    Integer optionalInteger(String key) throws ManifestException {
        return has(key) ? integer(key) : null;
    }

    boolean bool(String key) throws ManifestException {
        Object value = required(key, "a boolean");
        if (!(value instanceof Boolean)) {
            throw error(key, "expected a boolean");
        }
        return (Boolean) value;
    }

    double number(String key) throws ManifestException {
        Object value = required(key, "a number");
        if (!(value instanceof Number)) {
            throw error(key, "expected a number");
        }
        return ((Number) value).doubleValue();
    }

    /** The field's value as it is: a String, Boolean, Number, JSONObject or JSONArray. */
    Object value(String key, String expected) throws ManifestException {
        return required(key, expected);
    }

    Fields object(String key) throws ManifestException {
        Object value = required(key, "an object");
        if (!(value instanceof JSONObject)) {
            throw error(key, "expected an object");
        }
        return new Fields((JSONObject) value, path(key));
    }

    /** The object read by {@code reader}, or null when the field is absent or null. */
    <T> T optional(String key, Reader<T> reader) throws ManifestException {
        return has(key) ? reader.read(object(key)) : null;
    }

    /** One of {@code values}, by its word in the manifest ({@code last-page} for {@code LAST_PAGE}). */
    <E extends Enum<E>> E choice(String key, E[] values) throws ManifestException {
        String text = string(key);
        for (E value : values) {
            if (Values.jsonName(value).equals(text)) {
                return value;
            }
        }
        List<String> names = new ArrayList<>();
        for (E value : values) {
            names.add(Values.jsonName(value));
        }
        throw error(key, "expected one of " + String.join(", ", names) + ", found '" + text + "'");
    }

    /** An array of objects, each read by {@code reader}; absent means empty when {@code optional}. */
    <T> List<T> list(String key, boolean optional, Reader<T> reader) throws ManifestException {
        if (optional && !has(key)) {
            return Collections.emptyList();
        }
        Object value = required(key, "an array");
        if (!(value instanceof JSONArray)) {
            throw error(key, "expected an array");
        }
        JSONArray array = (JSONArray) value;
        List<T> items = new ArrayList<>(array.length());
        for (int i = 0; i < array.length(); i++) {
            String itemPath = path(key) + "[" + i + "]";
            Object item = array.opt(i);
            if (!(item instanceof JSONObject)) {
                throw new ManifestException(itemPath, item == null || item == JSONObject.NULL ? "expected an object, found null" : "expected an object");
            }
            items.add(reader.read(new Fields((JSONObject) item, itemPath)));
        }
        return Collections.unmodifiableList(items);
    }

    /** A mapping of objects by key, sorted by key, each read by {@code reader}. */
    <T> Map<String, T> mapping(String key, Reader<T> reader) throws ManifestException {
        Fields mapping = object(key);
        Map<String, T> values = new TreeMap<>();
        for (String name : mapping.keys()) {
            values.put(name, reader.read(mapping.object(name)));
        }
        return Collections.unmodifiableMap(values);
    }

    /** A mapping of strings by key, sorted by key. */
    Map<String, String> strings(String key) throws ManifestException {
        Fields mapping = object(key);
        Map<String, String> values = new TreeMap<>();
        for (String name : mapping.keys()) {
            values.put(name, mapping.string(name));
        }
        return Collections.unmodifiableMap(values);
    }

    private List<String> keys() {
        List<String> keys = new ArrayList<>();
        for (Iterator<String> names = object.keys(); names.hasNext();) {
            keys.add(names.next());
        }
        Collections.sort(keys);
        return keys;
    }

    private static String asString(Object value, String path) throws ManifestException {
        if (!(value instanceof String)) {
            throw new ManifestException(path, "expected a string");
        }
        return (String) value;
    }

    private static int asInteger(Object value, String path) throws ManifestException {
        if (value instanceof Integer) {
            return (Integer) value;
        }
        if (value instanceof Long && (Long) value == ((Long) value).intValue()) {
            return ((Long) value).intValue();
        }
        // 8.0 and 1e2 are integers to Swift's decoder too.
        if (value instanceof Double && (Double) value == Math.rint((Double) value) && Math.abs((Double) value) <= Integer.MAX_VALUE) {
            return ((Double) value).intValue();
        }
        throw new ManifestException(path, "expected an integer");
    }
}
