import MastheadText

#if canImport(Glibc)
    import Glibc
#endif

/// What the preview server serves, shared between the thread that rebuilds the gallery and the
/// server's connection threads: the current page, its version, and what is happening, under one
/// lock with a condition each event stream waits on.
///
/// Each page gets a new version (`instance-N`, the instance differing between runs of the
/// server). A page may come with the slots that changed since the version before it
/// (`PreviewSlots`): a stream that told that version tells the change (`update`), which an open
/// page swaps in; any other stream tells the version, and a page showing another one loads it.
///
/// Unchecked Sendable: every `var` below is read and written only inside `monitor.locked`.
final class PreviewSite: @unchecked Sendable {
    /// What an event stream hears: a new version, a rebuild starting, or the server stopping.
    enum News: Equatable {
        case version(String)
        /// The JSON of `update`: `{"from": VERSION, "to": VERSION, "slots": [[NAME, HTML], …]}`.
        case update(String)
        case building(String)
        case stopping
    }

    private let monitor = Monitor()
    private let instance: String
    // Guarded by `monitor`.
    private var page: [UInt8] = []
    /// What makes the page of the current version, until a request asks for it (`publish`).
    private var maker: (@Sendable () -> String)?
    private var number = 0
    /// The change from version `number - 1` to `number`, as `News.update` tells it.
    private var change: String?
    private var building: (sequence: Int, reason: String)?
    private var stopping = false
    /// The latest news a stream has told and gone back to waiting after (-1: none yet).
    private var toldByAStream = -1
    private var sequence = 0

    init(instance: String) { self.instance = instance }

    private func locked<T>(_ body: () -> T) -> T { monitor.locked(body) }

    /// The page to serve and its version, the page made by the first request for it.
    var current: (page: [UInt8], version: String) {
        locked {
            if let maker {
                page = Array(maker().utf8)
                self.maker = nil
            }
            return (page, version)
        }
    }

    private var version: String { "\(instance)-\(number)" }

    /// A new page: every open page hears its version.
    func publish(_ html: String) { publish { _ in html } }

    /// A new page made knowing its version (which the page's script compares with the news), and
    /// the slots that changed since the page before it (nil: more than slots changed).
    ///
    /// The page is made when a request first asks for it, not here: an open page needs only the
    /// news, and making the gallery's page (packing it, `GalleryPack`) took 50 to 100 ms of every
    /// save, while the open page swapped the changed pictures in.
    func publish(
        changing slots: [(name: String, html: String)]? = nil, _ html: @escaping @Sendable (_ version: String) -> String
    ) {
        locked {
            let previous = version
            number += 1
            let current = version
            maker = { html(current) }
            change = slots.map { Self.update(from: previous, to: current, slots: $0) }
            building = nil
            sequence += 1
            monitor.broadcast()
        }
    }

    /// A rebuild starts, because of `reason`.
    func startBuilding(_ reason: String) {
        locked {
            sequence += 1
            building = (sequence, reason)
            monitor.broadcast()
        }
    }

    /// Ends every event stream.
    func stop() {
        locked {
            stopping = true
            monitor.broadcast()
        }
    }

    /// A point in the news, for `wait`: what a stream has already told.
    struct Cursor {
        var sequence = -1
        /// The version number last told (-1: none yet).
        var told = -1
    }

    /// Whether some stream has told all the news there is and waits for more: a test publishes
    /// once its stream listens, instead of guessing how long connecting takes.
    var aStreamIsUpToDate: Bool { locked { toldByAStream == sequence } }

    /// Waits up to `seconds` for news after `cursor`; nil when there was none (time for a ping).
    func wait(after cursor: inout Cursor, seconds: Int) -> News? {
        locked {
            let deadline = Monitor.deadline(in: seconds)
            toldByAStream = max(toldByAStream, cursor.sequence)
            while !stopping && sequence == cursor.sequence {
                if !monitor.wait(until: deadline) { break }
            }
            if stopping { return .stopping }
            guard sequence != cursor.sequence else { return nil }
            cursor.sequence = sequence
            if let building, building.sequence == sequence { return .building(building.reason) }
            defer { cursor.told = number }
            if let change, cursor.told == number - 1 { return .update(change) }
            return .version(version)
        }
    }

    private static func update(from: String, to: String, slots: [(name: String, html: String)]) -> String {
        func string(_ text: String) -> String { "\"" + Escaper.jsonString.escaped(text) + "\"" }
        let list = slots.map { "[" + string($0.name) + "," + string($0.html) + "]" }.joined(separator: ",")
        return "{\"from\":\(string(from)),\"to\":\(string(to)),\"slots\":[\(list)]}"
    }
}
