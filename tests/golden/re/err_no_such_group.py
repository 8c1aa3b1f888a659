# Asking a match for a group it does not have.
import re
m = re.match("(a)", "a")
print(m.group(1))
m.group(2)

# expect: a
# expect runtime error: IndexError: no such group
