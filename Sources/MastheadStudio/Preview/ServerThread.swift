#if canImport(Glibc)
    import Glibc
#endif

/// A thread of the preview server: the one that accepts (joined when the server stops) and one
/// per connection (detached: the connection table counts them instead). Each starts with the
/// signal mask of the thread that starts it, so Ctrl-C keeps reaching the preview's main thread.
struct ServerThread: Sendable {
    /// The body, handed to the new thread through its one pointer argument.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let handle: pthread_t

    /// Starts `body`; nil when the system gives no thread (`detached` threads are never joined).
    static func start(detached: Bool = false, _ body: @escaping @Sendable () -> Void) -> ServerThread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        // A connection's thread needs little: no recursion, pages built before it runs.
        pthread_attr_setstacksize(&attributes, 512 * 1024)
        var handle = pthread_t()
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        let started = pthread_create(
            &handle, &attributes,
            { pointer in
                Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue().run()
                return nil
            }, box)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return nil
        }
        return ServerThread(handle: handle)
    }

    /// Waits for a thread started without `detached`.
    func join() { pthread_join(handle, nil) }
}
