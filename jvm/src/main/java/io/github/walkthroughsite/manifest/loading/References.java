package io.github.walkthroughsite.manifest.loading;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

/**
 * URL references resolved as RFC 3986 §5.2 says, as Swift's {@code URL(string:relativeTo:)} resolves
 * them. {@code java.net.URI} follows the older RFC 2396: it keeps {@code ..} above the root
 * ({@code https://h/../x}), drops the base's file for a query alone, and refuses spaces.
 */
final class References {
    private static final String ALLOWED = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%";

    private References() {}

    /** {@code reference} as a URI, its characters that may not stand in one percent-encoded as UTF-8; null when it is not one. */
    static URI parse(String reference) {
        StringBuilder encoded = new StringBuilder();
        for (byte b : reference.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c < 0x80 && ALLOWED.indexOf(c) >= 0) {
                encoded.append(c);
            } else {
                encoded.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16))).append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
            }
        }
        try {
            return new URI(encoded.toString());
        } catch (URISyntaxException error) {
            return null;
        }
    }

    /** {@code reference} resolved against {@code base} (RFC 3986 §5.2.2). */
    static URI resolve(URI base, URI reference) throws URISyntaxException {
        if (reference.isOpaque() || base.isOpaque()) {
            return reference.isAbsolute() ? reference : null;
        }
        String scheme = reference.getScheme() != null ? reference.getScheme() : base.getScheme();
        String authority;
        String path;
        String query = reference.getRawQuery();
        String referencePath = reference.getRawPath() == null ? "" : reference.getRawPath();
        if (reference.getScheme() != null || reference.getRawAuthority() != null) {
            authority = reference.getRawAuthority();
            path = withoutDotSegments(referencePath);
        } else {
            authority = base.getRawAuthority();
            String basePath = base.getRawPath() == null ? "" : base.getRawPath();
            if (referencePath.isEmpty()) {
                path = basePath;
                query = query != null ? query : base.getRawQuery();
            } else if (referencePath.startsWith("/")) {
                path = withoutDotSegments(referencePath);
            } else if (authority != null && basePath.isEmpty()) {
                path = withoutDotSegments("/" + referencePath);
            } else {
                path = withoutDotSegments(basePath.substring(0, basePath.lastIndexOf('/') + 1) + referencePath);
            }
        }
        boolean hasAuthority = authority != null || "file".equalsIgnoreCase(scheme);
        return new URI(scheme + ":" + (hasAuthority ? "//" + (authority == null ? "" : authority) : "") + path
                + (query == null ? "" : "?" + query) + (reference.getRawFragment() == null ? "" : "#" + reference.getRawFragment()));
    }

    /** RFC 3986 §5.2.4: {@code .} and {@code ..} segments removed, never above the root. */
    static String withoutDotSegments(String path) {
        StringBuilder output = new StringBuilder();
        String input = path;
        while (!input.isEmpty()) {
            if (input.startsWith("../")) {
                input = input.substring(3);
            } else if (input.startsWith("./")) {
                input = input.substring(2);
            } else if (input.startsWith("/./")) {
                input = input.substring(2);
            } else if (input.equals("/.")) {
                input = "/";
            } else if (input.startsWith("/../") || input.equals("/..")) {
                input = "/" + input.substring(input.equals("/..") ? 3 : 4);
                int last = output.lastIndexOf("/");
                output.setLength(Math.max(last, 0));
            } else if (input.equals(".") || input.equals("..")) {
                input = "";
            } else {
                int next = input.indexOf('/', input.startsWith("/") ? 1 : 0);
                String segment = next < 0 ? input : input.substring(0, next);
                output.append(segment);
                input = next < 0 ? "" : input.substring(next);
            }
        }
        return output.toString();
    }
}
