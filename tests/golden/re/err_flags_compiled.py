# Flags with an already compiled pattern, and incompatible flags.
import re
try:
    re.compile("a", re.A | re.U)
except ValueError as e:
    print(e)
re.compile(re.compile("a"), re.I)

# expect: ASCII and UNICODE flags are incompatible
# expect runtime error: ValueError: cannot process flags argument with a compiled pattern
