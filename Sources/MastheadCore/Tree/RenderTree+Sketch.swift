/// A tree's sketch: a 64-bit summary of its size, its elements' frames and texts, for a cache of
/// trees that would otherwise compare each tree it holds field by field.
///
/// Equal trees have equal sketches; unequal trees usually differ in a frame or a text, so their
/// sketches differ and the cache passes them over in a few instructions. A sketch that matches
/// proves nothing: the cache still compares the trees (`==`) before it reuses anything.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample, unreadCount: 3), environment: HeaderEnvironment(),
///     clock: VirtualClock())
/// let before = header.currentTree()
/// header.notify(1)
/// #expect(before.sketch == header.currentTree().sketch || before != header.currentTree())
/// ```
extension RenderTree {
    package var sketch: UInt64 {
        var sketch = TreeSketch()
        sketch.add(size.width)
        sketch.add(size.height)
        sketch.add(UInt64(elements.count))
        for element in elements {
            element.storage.addFrameAndText(to: &sketch)
        }
        return sketch.value
    }
}

/// `FNV1a` over 64-bit words and bytes: cheap, and good enough to tell trees apart.
struct TreeSketch {
    private var hash = FNV1a()
    var value: UInt64 { hash.value }

    mutating func add(_ word: UInt64) { hash.add(word) }

    mutating func add(_ number: Double) { add(number.bitPattern) }

    mutating func add(_ text: String?) {
        guard var text else { return add(UInt64.max) }
        text.withUTF8 { bytes in
            for byte in bytes { add(UInt64(byte)) }
        }
        add(UInt64(text.utf8.count))
    }
}

extension ElementStorage {
    /// Reads the fields where they lie (no copy of the box's thirty fields, no access check per
    /// field read).
    func addFrameAndText(to sketch: inout TreeSketch) {
        withUnsafeMutablePointer(to: &fields) { fields in
            let frame = fields.pointee.frame
            sketch.add(frame.x)
            sketch.add(frame.y)
            sketch.add(frame.width)
            sketch.add(frame.height)
            sketch.add(fields.pointee.text)
        }
    }
}
