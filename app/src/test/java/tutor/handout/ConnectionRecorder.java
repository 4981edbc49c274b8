package tutor.handout;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A listener on 127.0.0.1 (a free port) that records every connection made to it and never answers, as a
 * server that hangs would: a test names it in every address a hostile text can hold, and then asserts
 * that nobody connected, and that the work did not wait for an answer.
 */
public final class ConnectionRecorder implements AutoCloseable {

    private final ServerSocket server;
    private final AtomicInteger accepted = new AtomicInteger();
    private final java.util.List<Socket> held = new java.util.concurrent.CopyOnWriteArrayList<>();

    public ConnectionRecorder() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread thread = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    held.add(server.accept()); // held open and never answered, as a server that hangs
                    accepted.incrementAndGet();
                } catch (IOException e) {
                    return;
                }
            }
        }, "connection-recorder");
        thread.setDaemon(true);
        thread.start();
    }

    /** http://127.0.0.1:PORT/ followed by the path. */
    public String url(String path) {
        return "http://127.0.0.1:" + server.getLocalPort() + "/" + path;
    }

    public int port() {
        return server.getLocalPort();
    }

    /** Connections accepted so far. */
    public int connections() {
        return accepted.get();
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket s : held) {
            s.close();
        }
    }
}
