/// An sRGB colour with alpha, 8 bits a channel, written "#RRGGBB" or "#RRGGBBAA": what a theme's
/// palettes hold for each token.
///
/// ```swift
/// let translucent = try #require(RGBAColor(hex: "#0a84ff80"))
/// #expect(translucent.hex == "#0A84FF80")
/// #expect(RGBAColor(hex: "0A84FF") == nil)   // the "#" is required
/// ```
public struct RGBAColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses "#RRGGBB" or "#RRGGBBAA" (either case); nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else {
                return nil
            }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }

    /// "#RRGGBB" when opaque, "#RRGGBBAA" otherwise; upper case.
    public var hex: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { Self.hexByte($0) }.joined()
    }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }

    public var description: String { hex }

    /// The colour `fraction` of the way to `other`, channel by channel (for transitions).
    package func mixed(with other: RGBAColor, fraction: Double) -> RGBAColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let value = Double(a) + (Double(b) - Double(a)) * min(max(fraction, 0), 1)
            return UInt8(value.rounded())
        }
        return RGBAColor(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }

    /// This colour drawn over an opaque `ground` (alpha compositing).
    package func composited(over ground: RGBAColor) -> RGBAColor {
        RGBAColor(red: ground.red, green: ground.green, blue: ground.blue)
            .mixed(with: RGBAColor(red: red, green: green, blue: blue), fraction: Double(alpha) / 255)
    }
}
