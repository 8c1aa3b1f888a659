# A module's functions read and write its own globals, not the program's
import helper

counter = 1000
SCALE = -1
print(helper.bump(), helper.bump(), counter)
helper.SCALE = 10
print(helper.scaled(3), helper.scaled_twice(1), SCALE)
helper.counter = 50
print(helper.bump())
setattr(helper, "SCALE", 3)
print(helper.scaled(2), getattr(helper, "SCALE"))
helper.extra = "added"
print(helper.extra, "extra" in dir(helper))
del helper.extra
print(hasattr(helper, "extra"))
# expect: helper loaded as helper
# expect: 1 2 1000
# expect: 30 100 -1
# expect: 51
# expect: 6 3
# expect: added True
# expect: False
