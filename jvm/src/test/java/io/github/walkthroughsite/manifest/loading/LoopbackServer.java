package io.github.walkthroughsite.manifest.loading;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** A real HTTP server on 127.0.0.1 whose answers a test sets per path, and which records what it was asked. */
final class LoopbackServer implements AutoCloseable {
    /**
     * One answer: a status, headers, a body, how long to wait before sending it, and the length it
     * says it has ({@link #TRUE_LENGTH}, or {@link #ENDLESS} for a body that never ends).
     */
    record Answer(int status, Map<String, String> headers, byte[] body, long delayMillis, long declaredLength) {
        static final long TRUE_LENGTH = -1;
        static final long ENDLESS = -2;

        Answer(int status, Map<String, String> headers, byte[] body, long delayMillis) {
            this(status, headers, body, delayMillis, TRUE_LENGTH);
        }

        static Answer ok(String body, String etag) {
            return new Answer(200, etag == null ? Collections.emptyMap() : Map.of("ETag", etag), body.getBytes(StandardCharsets.UTF_8), 0);
        }

        static Answer status(int status) {
            return new Answer(status, Collections.emptyMap(), new byte[0], 0);
        }

        Answer delayed(long millis) {
            return new Answer(status, headers, body, millis, declaredLength);
        }

        /** The same answer saying it is {@code length} bytes long, or {@link #ENDLESS}. */
        Answer claiming(long length) {
            return new Answer(status, headers, body, delayMillis, length);
        }

        Answer withHeader(String name, String value) {
            Map<String, String> more = new java.util.HashMap<>(headers);
            more.put(name, value);
            return new Answer(status, more, body, delayMillis, declaredLength);
        }
    }

    /** What one request asked for. */
    record Request(String path, String ifNoneMatch) {}

    private final HttpServer server;
    private final Map<String, Answer> answers = new ConcurrentHashMap<>();
    private final Map<String, CountDownLatch> heldRests = new ConcurrentHashMap<>();
    final List<Request> requests = Collections.synchronizedList(new ArrayList<>());

    LoopbackServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::answer);
        server.setExecutor(Executors.newCachedThreadPool());
        server.start();
    }

    void answer(String path, Answer answer) {
        answers.put(path, answer);
    }

    /**
     * Makes the answer for {@code path}, one {@link Answer#claiming claiming} more than its body,
     * send its body, wait for {@code release}, then send the rest of the length it claims (spaces).
     */
    void holdRest(String path, CountDownLatch release) {
        heldRests.put(path, release);
    }

    URI url(String path) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
    }

    /** The requests made for {@code path}. */
    List<Request> requestsFor(String path) {
        List<Request> matching = new ArrayList<>();
        synchronized (requests) {
            for (Request request : requests) {
                if (request.path().equals(path)) {
                    matching.add(request);
                }
            }
        }
        return matching;
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String ifNoneMatch = exchange.getRequestHeaders().getFirst("If-None-Match");
        requests.add(new Request(path, ifNoneMatch));
        Answer answer = answers.getOrDefault(path, Answer.status(404));
        if (ifNoneMatch != null && ifNoneMatch.equals(answer.headers().get("ETag")) && answer.status() == 200) {
            answer = new Answer(304, answer.headers(), new byte[0], answer.delayMillis());
        }
        try {
            Thread.sleep(answer.delayMillis());
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
        }
        answer.headers().forEach((name, value) -> exchange.getResponseHeaders().set(name, value));
        boolean hasBody = answer.status() != 304 && answer.body().length > 0;
        if (answer.declaredLength() == Answer.ENDLESS) {
            exchange.sendResponseHeaders(answer.status(), 0);  // chunked, without end
            try (OutputStream body = exchange.getResponseBody()) {
                for (int i = 0; i < 100_000; i++) {
                    body.write(answer.body());
                }
            } catch (IOException gone) {
                // The client stopped reading, as it should.
            }
            return;
        }
        long declared = answer.declaredLength() == Answer.TRUE_LENGTH ? answer.body().length : answer.declaredLength();
        exchange.sendResponseHeaders(answer.status(), hasBody ? declared : -1);
        try (OutputStream body = exchange.getResponseBody()) {
            if (hasBody) {
                body.write(answer.body());
                sendHeldRest(body, heldRests.get(path), declared - answer.body().length);
            }
        } catch (IOException shortBody) {
            // A body shorter than its Content-Length: the server cuts the connection, as a broken one would.
        }
    }

    private static void sendHeldRest(OutputStream body, CountDownLatch release, long length) throws IOException {
        if (release == null) {
            return;
        }
        body.flush();
        try {
            release.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
            return;
        }
        byte[] rest = new byte[(int) length];
        java.util.Arrays.fill(rest, (byte) ' ');  // white space after JSON: the answer would be whole and valid
        body.write(rest);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
