/// Texts packed into one, for a page's `<script type="text/plain">` that its script unpacks
/// (`GalleryPackScript`): the gallery's pictures repeat each other almost whole (the same state in
/// light and dark, at three sizes, in six themes), so copying what came before packs 1.6 MB of
/// pictures into about 60 kB, where a generic compressor would need a decoder much larger than
/// this one.
///
/// The texts are joined with U+0000 (which no page text holds) and written, UTF-16 unit by unit,
/// as LZ77: a unit stands for itself, except `~`, which starts
///
/// - `~~`: a `~`;
/// - `~!XXXX`: the unit XXXX (hexadecimal): what the page's raw text cannot hold (controls but
///   the line feed, and a `<` before `/` or `!`, which could end the script or open a comment);
/// - `~LLOOO`: a copy of 8 + LL units starting OOO units back (digits of `digits`, most
///   significant first): LL up to 4,095, OOO up to 262,143.
///
/// A copy never starts or ends between the two halves of a surrogate pair, so the packed text is
/// valid Unicode.
enum PackedText {
    static let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf16)
    static let hex = Array("0123456789ABCDEF".utf16)
    static let tilde: UInt16 = 0x7E
    static let bang: UInt16 = 0x21
    static let lessThan: UInt16 = 0x3C
    static let slash: UInt16 = 0x2F
    static let shortestCopy = 8
    static let longestCopy = shortestCopy + 64 * 64 - 1
    static let farthest = 64 * 64 * 64 - 1
    /// How many earlier places with the same first four units are tried: enough for the repeats
    /// of a gallery, few enough that a debug build packs one in a second.
    static let tries = 24

    static func packed(_ texts: [String]) -> String {
        var units: [UInt16] = []
        for (index, text) in texts.enumerated() {
            if index > 0 { units.append(0) }
            units += text.utf16
        }
        let output = units.withUnsafeBufferPointer(pack)
        return String(decoding: output, as: UTF16.self)
    }

    private static func pack(_ input: UnsafeBufferPointer<UInt16>) -> [UInt16] {
        let count = input.count
        var output: [UInt16] = []
        output.reserveCapacity(count / 8)
        // The last place each hash of four units was seen, and before it, the place before.
        let bits = 16
        var latest = [Int](repeating: -1, count: 1 << bits)
        var earlier = [Int](repeating: -1, count: count)
        func hash(_ at: Int) -> Int {
            var value = UInt32(input[at]) &* 2_654_435_761
            value = (value ^ UInt32(input[at + 1])) &* 2_654_435_761
            value = (value ^ UInt32(input[at + 2])) &* 2_654_435_761
            value = (value ^ UInt32(input[at + 3])) &* 2_654_435_761
            return Int(value >> UInt32(32 - bits))
        }
        func remember(_ at: Int) {
            guard at + 4 <= count else { return }
            let key = hash(at)
            earlier[at] = latest[key]
            latest[key] = at
        }
        var index = 0
        while index < count {
            var best = 0
            var distance = 0
            if index + shortestCopy <= count, !isLowSurrogate(input[index]) {
                var candidate = latest[hash(index)]
                var tried = 0
                let limit = min(longestCopy, count - index)
                while candidate >= 0, index - candidate <= farthest, tried < tries {
                    var length = 0
                    while length < limit, input[candidate + length] == input[index + length] { length += 1 }
                    if length > best {
                        best = length
                        distance = index - candidate
                        if length == limit { break }
                    }
                    candidate = earlier[candidate]
                    tried += 1
                }
                // A copy ends on a whole character.
                if best > 0, index + best < count, isLowSurrogate(input[index + best]) { best -= 1 }
            }
            if best >= shortestCopy {
                let extra = best - shortestCopy
                let lengthDigits = [digits[extra >> 6], digits[extra & 63]]
                let distanceDigits = [digits[distance >> 12], digits[(distance >> 6) & 63], digits[distance & 63]]
                output.append(tilde)
                output += lengthDigits
                output += distanceDigits
                for at in index..<(index + best) { remember(at) }
                index += best
            } else {
                literal(input, at: index, into: &output)
                remember(index)
                index += 1
            }
        }
        return output
    }

    private static func literal(_ input: UnsafeBufferPointer<UInt16>, at index: Int, into output: inout [UInt16]) {
        let unit = input[index]
        let next = index + 1 < input.count ? input[index + 1] : 0
        if unit == tilde {
            output += [unit, unit]
        } else if (unit < 0x20 && unit != 0x0A)
            || (unit == lessThan && (next == slash || next == bang))
        {
            output += [tilde, bang]
            for shift in stride(from: 12, through: 0, by: -4) {
                output.append(hex[Int((unit >> UInt16(shift)) & 0xF)])
            }
        } else {
            output.append(unit)
        }
    }

    private static func isLowSurrogate(_ unit: UInt16) -> Bool { unit & 0xFC00 == 0xDC00 }

    /// The texts `packed` packed (nil: not a packed text): what the page's script does, for tests.
    static func unpacked(_ text: String) -> [String]? {
        let input = Array(text.utf16)
        var output: [UInt16] = []
        var index = 0
        func digit(_ at: Int) -> Int? { at < input.count ? digits.firstIndex(of: input[at]) : nil }
        while index < input.count {
            let unit = input[index]
            guard unit == tilde else {
                output.append(unit)
                index += 1
                continue
            }
            guard index + 1 < input.count else { return nil }
            if input[index + 1] == tilde {
                output.append(unit)
                index += 2
            } else if input[index + 1] == bang {
                guard index + 6 <= input.count,
                    let value = UInt16(String(decoding: input[(index + 2)..<(index + 6)], as: UTF16.self), radix: 16)
                else { return nil }
                output.append(value)
                index += 6
            } else {
                let parts = (1...5).map { digit(index + $0) }
                guard parts.allSatisfy({ $0 != nil }) else { return nil }
                let values = parts.compactMap { $0 }
                let length = shortestCopy + values[0] * 64 + values[1]
                let distance = values[2] * 4096 + values[3] * 64 + values[4]
                guard distance > 0, distance <= output.count else { return nil }
                for _ in 0..<length { output.append(output[output.count - distance]) }
                index += 6
            }
        }
        return output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF16.self)
        }
    }
}
