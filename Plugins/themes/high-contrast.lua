-- High contrast: black on white in light, white on black in dark, every pair the headers draw
-- at WCAG AAA (7:1 for text, 4.5:1 for large text), and strokes dark enough to see (7:1).
-- Colours differ by appearance, so `colors` is left out and each appearance gives its own.
return theme {
  name = "high-contrast",
  light = {
    colors = { bg = "#FFFFFF", fill = "#EDEDED", separator = "#595959",
               textPrimary = "#000000", textSecondary = "#2B2B2B", textTertiary = "#3D3D3D",
               accent = "#A8000F", accentOn = "#FFFFFF" },
  },
  dark = {
    colors = { bg = "#000000", fill = "#1F1F1F", separator = "#A6A6A6",
               textPrimary = "#FFFFFF", textSecondary = "#E0E0E0", textTertiary = "#CFCFCF",
               accent = "#FFD60A", accentOn = "#000000" },
  },
  type = { displayWeight = "semibold" },
  -- Calm motion: no bounce anywhere.
  motion = { snappy = "smooth", hero = "smooth" },
}
