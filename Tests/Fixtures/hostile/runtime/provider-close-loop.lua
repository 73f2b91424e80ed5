-- expect: status provider "close-loop": instruction limit exceeded
scenario("a status provider whose coroutine loops in __close after its limit", function()
  greeting_header { profile = profile.sample, status_provider = "close-loop" }
end)
