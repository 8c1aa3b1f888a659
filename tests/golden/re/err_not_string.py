# Arguments that are not strings.
import re
try:
    re.match(1, "a")
except TypeError as e:
    print(e)
re.search("a", 5)

# expect: first argument must be string or compiled pattern
# expect runtime error: TypeError: expected string or bytes-like object, got 'int'
