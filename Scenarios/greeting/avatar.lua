-- The avatar: the photo once it has loaded, the initials otherwise; a button only with on_profile.

scenario("a loaded photo shows the photo", function()
  local h = greeting_header { profile = profile { name = "Maya Lin", avatar_url = "https://example.com/maya.jpg" } }
  local avatar = h:element("avatar")
  expect(avatar.image):to_be("https://example.com/maya.jpg")
  expect(avatar.text):to_be_nil()
end)

for _, state in ipairs({ "loading", "failed", "missing" }) do
  scenario("a photo that is " .. state .. " shows the initials", function()
    local p = profile { name = "Maya Lin", avatar_url = "https://example.com/maya.jpg", photo = state }
    local avatar = greeting_header { profile = p }:element("avatar")
    expect(avatar.text):to_be("ML")
    expect(avatar.image):to_be_nil()
  end)
end

scenario("without an avatar_url the initials show", function()
  local avatar = greeting_header { profile = profile.sample }:element("avatar")
  expect(profile.sample.photo):to_be("missing")
  expect(avatar.text):to_be("ML")
end)

scenario("initials take the first and last word", function()
  local h = greeting_header { profile = profile { name = "ana maría lópez" } }
  expect(h:element("avatar").text):to_be("AL")
  h:set { profile = profile { name = "Cher" } }
  expect(h:element("avatar").text):to_be("C")
end)

scenario("initials are textSecondary on fill, ringed in separator", function()
  local avatar = greeting_header { profile = profile.sample }:element("avatar")
  expect(avatar.color):to_be("textSecondary")
  expect(avatar.fill):to_be("fill")
  expect(avatar.ring):to_be("separator")
end)

scenario("with on_profile the avatar is a button", function()
  local h = greeting_header { profile = profile.sample, on_profile = true }
  local avatar = h:element("avatar")
  expect(avatar.role):to_be("avatar")
  expect(avatar.traits):to_contain("button")
  expect(avatar.hit).never:to_be_nil()
  h:tap("avatar")
  expect(h:events()):to_equal({ "on_profile" })
end)

scenario("without on_profile the avatar is only a picture", function()
  local h = greeting_header { profile = profile.sample, on_profile = false }
  local avatar = h:element("avatar")
  expect(avatar.traits):to_contain("image")
  expect(avatar.traits).never:to_contain("button")
  expect(avatar.hit):to_be_nil()
  expect(avatar.spoken):to_be("Profile, Maya Lin, Image")
  local ok, err = pcall(function() h:tap("avatar") end)
  expect(ok):to_be(false)
  expect(err):to_contain("not a control")
  expect(h:events()):to_equal({})
end)

scenario("the avatar shrinks a little as the header collapses", function()
  local h = greeting_header { profile = profile.sample }
  local expanded = h:element("avatar").frame.width
  h:set { collapse = 1 }
  h:settle()
  local compact = h:element("avatar").frame.width
  expect(compact < expanded):to_be(true)
  expect(compact >= expanded * 0.75):to_be(true)
  expect(h:element("avatar").frame.height):to_be(compact)
end)
