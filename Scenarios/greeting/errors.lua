-- Bad input raises an error that names the field (and the offending value) and the scenario line.

local function error_of(builder, options)
  local ok, err = pcall(builder, options)
  expect(ok):to_be(false)
  return err
end

scenario("a negative unread count", function()
  local err = error_of(greeting_header, { unread = -1 })
  expect(err):to_contain("unread")
  expect(err):to_contain("-1")
end)

scenario("an unread count that is not a whole number", function()
  expect(error_of(greeting_header, { unread = "3" })):to_contain("unread")
  expect(error_of(greeting_header, { unread = 2.5 })):to_contain("unread")
end)

scenario("a collapse outside 0..1", function()
  local err = error_of(greeting_header, { collapse = 1.5 })
  expect(err):to_contain("collapse")
  expect(err):to_contain("1.5")
  expect(error_of(greeting_header, { collapse = -0.1 })):to_contain("collapse")
end)

scenario("a collapse distance that is not positive", function()
  expect(error_of(greeting_header, { collapse_distance = 0 })):to_contain("collapse_distance")
end)

scenario("an unknown field, with a suggestion", function()
  local err = error_of(greeting_header, { unred = 3 })
  expect(err):to_contain("unred")
  expect(err):to_contain("did you mean 'unread'")
end)

scenario("an on_ value that is neither a boolean nor a function", function()
  local err = error_of(greeting_header, { on_search = "yes" })
  expect(err):to_contain("on_search")
  expect(err):to_contain('"yes"')
end)

scenario("an unknown text size", function()
  local err = error_of(greeting_header, { text_size = "huge" })
  expect(err):to_contain("text_size")
  expect(err):to_contain("huge")
end)

scenario("an unknown theme", function()
  local err = error_of(greeting_header, { theme = "midnight-blue" })
  expect(err):to_contain("theme")
  expect(err):to_contain("midnight-blue")
end)

scenario("an unknown status provider is an error at once", function()
  local err = error_of(greeting_header, { profile = profile.sample, status_provider = "tasks-overdue" })
  expect(err):to_contain("status_provider")
  expect(err):to_contain("tasks-overdue")
end)

scenario("an os other than 17 or 18", function()
  expect(error_of(greeting_header, { os = 16 })):to_contain("os")
end)

scenario("a status that is not a string", function()
  expect(error_of(greeting_header, { status = 3 })):to_contain("status")
end)

scenario("a profile that is not a profile", function()
  expect(error_of(greeting_header, { profile = "Maya Lin" })):to_contain("profile")
  local err = error_of(greeting_header, { profile = { name = "" } })
  expect(err):to_contain("profile")
  expect(err):to_contain("name")
end)

scenario("profile: an empty or missing name", function()
  expect(error_of(profile, { name = "" })):to_contain("name")
  expect(error_of(profile, {})):to_contain("name")
  expect(error_of(profile, { name = "   " })):to_contain("name")
end)

scenario("profile: an unknown field or photo state", function()
  expect(error_of(profile, { name = "Maya Lin", nickname = "M" })):to_contain("nickname")
  local err = error_of(profile, { name = "Maya Lin", photo = "blurry" })
  expect(err):to_contain("photo")
  expect(err):to_contain("blurry")
end)

scenario("profile: a loaded photo needs an avatar_url", function()
  local err = error_of(profile, { name = "Maya Lin", photo = "loaded" })
  expect(err):to_contain("photo")
  expect(err):to_contain("avatar_url")
end)

scenario("errors carry the scenario line when called directly", function()
  local ok, err = pcall(function()
    greeting_header { unread = -3 }
  end)
  expect(ok):to_be(false)
  expect(err):to_match("errors%.lua:%d+: ")
  expect(err):to_contain("unread")
end)

scenario("set checks its fields the same way", function()
  local h = greeting_header { profile = profile.sample }
  local ok, err = pcall(function() h:set { unread = -2 } end)
  expect(ok):to_be(false)
  expect(err):to_match("errors%.lua:%d+: set: field 'unread'")
  expect(h.unread):to_be(0)
end)

scenario("a failed set changes nothing", function()
  local h = greeting_header { profile = profile.sample, unread = 1 }
  pcall(function() h:set { unread = 5, collapse = 3 } end)
  expect(h.unread):to_be(1)
  expect(h.collapse):to_be(0)
end)

scenario("fields of the header are read-only", function()
  local h = greeting_header { profile = profile.sample }
  local ok, err = pcall(function() h.unread = 3 end)
  expect(ok):to_be(false)
  expect(err):to_contain("read-only; use h:set{...}")
end)

scenario("a misspelt field is an error, not nil", function()
  local h = greeting_header { profile = profile.sample }
  local ok, err = pcall(function() return h.colapse end)
  expect(ok):to_be(false)
  expect(err):to_contain("did you mean 'collapse'")
end)

scenario("steps check their arguments", function()
  local h = greeting_header { profile = profile.sample }
  expect(select(2, pcall(function() h:notify(-1) end))):to_contain("notify")
  expect(select(2, pcall(function() h:scroll("down") end))):to_contain("scroll")
  expect(select(2, pcall(function() h:tap() end))):to_contain("tap")
  expect(select(2, pcall(function() h:tap("search") end))):to_contain("you can tap: bell, avatar, search_field")
end)
