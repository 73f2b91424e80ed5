#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2 contrast: relative luminance of sRGB colours and the ratio between two of them.
package enum Contrast {
    /// An opaque colour as compositing leaves it: sRGB channels from 0 to 255, not rounded to
    /// 8 bits (`#01010189` over white is 118.54 a channel, which 8 bits would make 119).
    package struct Composite: Sendable, Equatable {
        package var red: Double
        package var green: Double
        package var blue: Double

        /// An opaque colour as it is (its alpha is not looked at).
        package init(_ color: RGBAColor) {
            self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
        }

        package init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `color` drawn over this (alpha compositing), unrounded.
        package func under(_ color: RGBAColor) -> Composite {
            let alpha = Double(color.alpha) / 255
            func mix(_ ground: Double, _ top: UInt8) -> Double { ground + (Double(top) - ground) * alpha }
            return Composite(red: mix(red, color.red), green: mix(green, color.green), blue: mix(blue, color.blue))
        }
    }

    /// Relative luminance of an opaque colour, 0 (black) to 1 (white).
    package static func luminance(_ color: RGBAColor) -> Double { luminance(Composite(color)) }

    package static func luminance(_ color: Composite) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of `foreground` on `background`, 1 to 21. A translucent foreground is
    /// first composited over the background (whose own alpha is not looked at), unrounded.
    package static func ratio(_ foreground: RGBAColor, on background: RGBAColor) -> Double {
        ratio(foreground, on: Composite(background))
    }

    package static func ratio(_ foreground: RGBAColor, on ground: Composite) -> Double {
        let first = luminance(ground.under(foreground))
        let second = luminance(ground)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The ratio text of this size and weight needs: 4.5 (AA) or 7 (AAA) for body text, 3 or 4.5
    /// for large text (at least 18 pt, or 14 pt bold).
    package static func required(size: Double, bold: Bool, level: Level = .aa) -> Double {
        let large = size >= 18 || (bold && size >= 14)
        switch level {
        case .aa: return large ? 3 : 4.5
        case .aaa: return large ? 4.5 : 7
        }
    }

    /// UI components and meaningful graphics (rings, strokes, symbols) need 3:1.
    package static let requiredForGraphics = 3.0

    package enum Level: String, Sendable {
        case aa = "AA"
        case aaa = "AAA"
    }
}
