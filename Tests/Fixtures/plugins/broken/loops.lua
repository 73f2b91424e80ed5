-- Never returns: stopped by the instruction limit at line 3.
while true do
  local _ = 1
end
return theme { name = "loops" }
