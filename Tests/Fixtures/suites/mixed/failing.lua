-- Scenarios that fail, one way each. Line numbers matter to the tests.
local helper = require("_helper")

scenario("compares two words", function()
  expect("left"):to_be("right")
end)

scenario("diffs multi-line text", { tags = { "text" } }, function()
  expect("one\ntwo\nthree"):to_be("one\n2\nthree")
end)

scenario("diffs text with blank lines", function()
  expect("a\n\n b"):to_be("a\n\n c")
end)

scenario("raises two calls deep", function()
  local function outer() helper.explode("the <boiler> & \"pipes\"") end
  outer()
end)

scenario("prints markup & controls then fails <#1>", { tags = { "escaping" } }, function()
  print("less < greater > amp & quote \" apos ' cdata-end ]]> bell \7 nul-free")
  print("second line with a tab\there and unicode › ✓")
  expect({ ok = false }):to_equal({ ok = true })
end)
