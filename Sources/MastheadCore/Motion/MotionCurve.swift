import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A curve from 0 to 1 over time: a spring (SwiftUI's duration and bounce) or a timing curve.
package enum MotionCurve: Sendable, Equatable {
    /// `Spring(duration:bounce:)` with mass 1: stiffness (2π/duration)², damping ratio 1 − bounce.
    case spring(duration: Double, bounce: Double)
    /// A cubic Bézier timing curve from (0,0) to (1,1) through two control points, over `duration`.
    case timing(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double)

    package static let easeInOut = MotionCurve.timing(duration: 0.35, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    package static let linear = MotionCurve.timing(duration: 0.35, x1: 0, y1: 0, x2: 1, y2: 1)

    /// Progress `seconds` after the start: 0 at the start, 1 at rest; a bouncy spring overshoots.
    package func progress(at seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }
        switch self {
        case .spring(let duration, let bounce):
            return Spring(duration: duration, bounce: bounce).progress(at: seconds)
        case .timing(let duration, let x1, let y1, let x2, let y2):
            guard duration > 0, seconds < duration else { return 1 }
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: seconds / duration)
        }
    }

    /// When the motion has come to rest (within 0.001 of the target, and still).
    package var settlingTime: Double {
        switch self {
        case .spring(let duration, let bounce):
            return Spring(duration: duration, bounce: bounce).rememberedSettlingTime
        case .timing(let duration, _, _, _, _):
            return max(duration, 0)
        }
    }
}

/// A damped spring of mass 1 from 0 to 1, as `facts.md` gives it.
package struct Spring: Sendable, Equatable {
    package let duration: Double
    package let bounce: Double

    package init(duration: Double, bounce: Double) {
        self.duration = max(duration, 0.001)
        self.bounce = min(max(bounce, 0), 0.999)
    }

    /// ω0 = 2π / duration.
    package var angularFrequency: Double { 2 * Double.pi / duration }
    /// ζ = 1 − bounce.
    package var dampingRatio: Double { 1 - bounce }
    package var stiffness: Double { angularFrequency * angularFrequency }
    package var damping: Double { 2 * dampingRatio * angularFrequency }

    package func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let omega = angularFrequency
        let zeta = dampingRatio
        if zeta >= 1 {
            return 1 - (1 + omega * t) * exp(-omega * t)
        }
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * t)
        return 1 - envelope * (cos(omegaD * t) + (zeta * omega / omegaD) * sin(omegaD * t))
    }

    /// Velocity (progress per second) at `t`, by a central difference.
    package func velocity(at t: Double) -> Double {
        let h = 1e-5
        return (progress(at: t + h) - progress(at: max(t - h, 0))) / (t + h - max(t - h, 0))
    }

    /// When the spring has come to rest: from then on it stays within 0.001 of 1. For an
    /// under-damped spring that is where the decay envelope e^(−ζω0 t)·√(1 + (ζω0/ωd)²) falls
    /// under 0.001; for a critically damped one where (1 + ω0 t)e^(−ω0 t) does.
    package var settlingTime: Double {
        let omega = angularFrequency
        let zeta = dampingRatio
        let tolerance = 0.001
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow(zeta * omega / omegaD, 2)).squareRoot()
            return log(amplitude / tolerance) / (zeta * omega)
        }
        var low = 0.0
        var high = 100 / omega
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if 1 - progress(at: mid) >= tolerance { low = mid } else { high = mid }
        }
        return high
    }
}

extension Spring {
    /// `settlingTime`, worked out once per spring in the process: every transition asks for it,
    /// and a critically damped spring (bounce 0, the smooth token) has no closed form, so it is
    /// found by sixty steps of bisection. A theme has three springs; a few themes, a few dozen.
    var rememberedSettlingTime: Double {
        let key = (duration, bounce)
        if let known = Self.settlingTimes.withLock({ times in times.first { $0.spring == key }?.time }) { return known }
        let time = settlingTime
        Self.settlingTimes.withLock { times in
            if times.count >= Self.rememberedSprings { times.removeFirst() }
            times.append((key, time))
        }
        return time
    }

    private static let rememberedSprings = 64
    private static let settlingTimes = Mutex<[(spring: (Double, Double), time: Double)]>([])
}

/// A CSS-style cubic Bézier easing curve.
package struct CubicBezier: Sendable, Equatable {
    package let x1, y1, x2, y2: Double

    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    private func sample(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a1 + 3 * u * t * t * a2 + t * t * t
    }

    /// y for a given x in 0...1, solving x(t) = x by bisection (exact to 1e-9, deterministic).
    package func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        var low = 0.0
        var high = 1.0
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if sample(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return sample((low + high) / 2, y1, y2)
    }
}
