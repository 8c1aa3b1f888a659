# An unclosed group is re.error with Python's message and position.
import re
re.compile(r"(\d+(a)")

# expect runtime error: re.error: missing ), unterminated subpattern at position 0
