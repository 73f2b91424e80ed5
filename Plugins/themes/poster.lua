-- Poster: a loud violet brand that asks for a black display weight. The headers cap the display
-- weight at semibold, so the greeting and the scope title are semibold all the same.
-- It extends high-contrast for its calm motion, and sets every colour of its own.
return theme {
  name = "poster", extends = "high-contrast",
  light = {
    colors = { bg = "#FFFFFF", fill = "#F3F0FF", separator = "#CFC8EA",
               textPrimary = "#120A2E", textSecondary = "#4F4770", textTertiary = "#5E577D",
               accent = "#5B2EE5", accentOn = "#FFFFFF" },
  },
  dark = {
    colors = { bg = "#0E0A1F", fill = "#1E1836", separator = "#3A3260",
               textPrimary = "#F5F2FF", textSecondary = "#B8B0DA", textTertiary = "#A39BC8",
               accent = "#9D85FF", accentOn = "#0E0A1F" },
  },
  type = { face = "Inter", bundled = true, displayWeight = "black" },
  radius = { md = 16 },
}
