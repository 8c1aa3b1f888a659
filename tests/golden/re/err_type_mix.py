# A str pattern on bytes (and the reverse) is a TypeError.
import re
try:
    re.match(b"a", "a")
except TypeError as e:
    print(e)
re.match("a", b"a")

# expect: cannot use a bytes pattern on a string-like object
# expect runtime error: TypeError: cannot use a string pattern on a bytes-like object
