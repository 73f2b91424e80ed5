-- Midnight: the contract's example theme. Dark in both appearances (its colours are given once,
-- for both), the Fraunces display face, which the app does not bundle (so the greeting falls
-- back to SF), and a bold display weight, which the headers cap at semibold.
-- Two colours differ from the contract's example, whose values fail WCAG AA (docs/plugins.md,
-- "The contrast audit"): textTertiary #6F7580 became #8A909B and accentOn #FFFFFF became #0B0D12.
return theme {
  name = "midnight", extends = "default",
  colors = { bg = "#0B0D12", fill = "#1A1D24", separator = "#2A2E37",
             textPrimary = "#F2F3F5", textSecondary = "#A9AEB8", textTertiary = "#8A909B",
             accent = "#FF5A5F", accentOn = "#0B0D12" },
  type = { face = "Fraunces", bundled = false, displayWeight = "bold",
           figureDesign = "default", textDesign = "default" },
  radius = { md = 12 },
  motion = { smooth = { spring = { duration = 0.5, bounce = 0 } },
             snappy = { spring = { duration = 0.5, bounce = 0.15 } },
             hero   = { spring = { duration = 0.45, bounce = 0.1 } } },
}
