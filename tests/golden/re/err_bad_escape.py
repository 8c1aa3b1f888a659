# An unknown escape of an ASCII letter is an error in Python's syntax (PCRE2 knows \h, \K...).
import re
re.search(r"a\h", "a ")

# expect runtime error: re.error: bad escape \h at position 1
