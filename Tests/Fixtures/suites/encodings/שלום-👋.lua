-- Emoji and right-to-left text in file and scenario names.
scenario("שלום 👋 greets in Hebrew", function()
  local h = greeting_header { profile = profile { name = "נועה כהן" } }
  expect(h:element("greeting").text):to_be("Good morning, נועה")
end)

scenario("مرحبا 🇫🇷 👩‍👩‍👧 names", function()
  local p = profile { name = "👩‍👩‍👧 Family" }
  expect(p.name):to_be("👩‍👩‍👧 Family")
  expect(p.greeting_name):to_be("👩‍👩‍👧")
end)
