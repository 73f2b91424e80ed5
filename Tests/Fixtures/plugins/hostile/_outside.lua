-- A helper outside every suite folder (plugin folders skip `_` files): no scenario may require
-- it, whatever chunk name it gives the code that asks (Tests/Fixtures/hostile/runtime/require-outside.lua).
return "escaped the suite"
