package walkthrough.manifest.loading;

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
import java.util.concurrent.Executors;

/** A real HTTP server on 127.0.0.1 whose answers a test sets per path, and which records what it was asked. */
final class LoopbackServer implements AutoCloseable {
    /** One answer: a status, headers, a body, and how long to wait before sending it. */
    record Answer(int status, Map<String, String> headers, byte[] body, long delayMillis) {
        static Answer ok(String body, String etag) {
            return new Answer(200, etag == null ? Collections.emptyMap() : Map.of("ETag", etag), body.getBytes(StandardCharsets.UTF_8), 0);
        }

        static Answer status(int status) {
            return new Answer(status, Collections.emptyMap(), new byte[0], 0);
        }

        Answer delayed(long millis) {
            return new Answer(status, headers, body, millis);
        }
    }

    /** What one request asked for. */
    record Request(String path, String ifNoneMatch) {}

    private final HttpServer server;
    private final Map<String, Answer> answers = new ConcurrentHashMap<>();
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
        exchange.sendResponseHeaders(answer.status(), hasBody ? answer.body().length : -1);
        try (OutputStream body = exchange.getResponseBody()) {
            if (hasBody) {
                body.write(answer.body());
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
