# A repeat with nothing before it.
import re
re.findall("*.py", "a.py")

# expect runtime error: re.error: nothing to repeat at position 0
