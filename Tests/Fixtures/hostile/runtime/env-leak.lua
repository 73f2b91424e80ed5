-- expect: the scenario runs with the real globals
-- The top level replaces _ENV. The compiled chunk is reused for the file's next scenario on the
-- same worker, whose top level must start from the real globals again (it used to find this
-- file's table, and stop at line 8).
local real = _ENV
local function fail() error("the scenario runs with the real globals") end
if leaked then error("the previous scenario's _ENV leaked into this one") end
_ENV = setmetatable({ leaked = true }, { __index = real })
scenario("a top level that replaces _ENV", fail)
scenario("the next scenario of the same file", fail)
scenario("and the one after", fail)
