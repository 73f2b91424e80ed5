/// SwiftUI's named animations, so a theme can say `hero = "bouncy"` instead of spelling a curve.
///
/// Springs use SwiftUI's defaults (duration 0.5 s; bounce 0, 0.15, 0.3); timing curves its
/// default 0.35 s with the CSS control points.
extension MotionCurve {
    package static let smooth = MotionCurve.spring(duration: 0.5, bounce: 0)
    package static let snappy = MotionCurve.spring(duration: 0.5, bounce: 0.15)
    package static let bouncy = MotionCurve.spring(duration: 0.5, bounce: 0.3)
    package static let easeIn = MotionCurve.timing(duration: 0.35, x1: 0.42, y1: 0, x2: 1, y2: 1)
    package static let easeOut = MotionCurve.timing(duration: 0.35, x1: 0, y1: 0, x2: 0.58, y2: 1)

    /// The presets by the names a theme writes, in the order messages list them.
    package static let presets: [(name: String, curve: MotionCurve)] = [
        ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy), ("easeInOut", .easeInOut),
        ("easeIn", .easeIn), ("easeOut", .easeOut), ("linear", .linear),
    ]

    /// The preset called `name`, if there is one.
    package static func preset(named name: String) -> MotionCurve? {
        presets.first { $0.name == name }?.curve
    }
}

extension MotionCurve {
    /// What every slide, roll and change of look becomes under Reduce Motion: a short cross-fade,
    /// 0.2 s of easeInOut (SwiftUI's short fades are 0.2–0.25 s).
    package static let reducedMotionFade = MotionCurve.timing(duration: 0.2, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
}
