-- Ledger: a paper-and-ink theme for numbers. Its display face (Söhne Mono) is not bundled, and
-- its figures are monospaced, so the greeting and the scope title fall back to SF in the text
-- design (serif: New York), not in the figure design; badge counts use monospaced figures.
return theme {
  name = "ledger",
  colors = { accentOn = "#FFFFFF" },
  light = {
    colors = { bg = "#FBF8F1", fill = "#EFEAE0", separator = "#CFC7B8",
               textPrimary = "#1D1B16", textSecondary = "#5A5446", textTertiary = "#665F50",
               accent = "#1F5C4A" },
  },
  dark = {
    colors = { bg = "#15140F", fill = "#24221B", separator = "#45413A",
               textPrimary = "#F3EFE6", textSecondary = "#B9B2A3", textTertiary = "#A39C8D",
               accent = "#6FC2A6", accentOn = "#0E1A16" },
  },
  type = { face = "Söhne Mono", bundled = false, displayWeight = "medium",
           figureDesign = "monospaced", textDesign = "serif" },
  radius = { md = 6 },
  motion = { hero = { timing = { duration = 0.3, bezier = { 0.2, 0, 0, 1 } } } },
}
