# An unknown group name in a template is an IndexError.
import re
re.sub("(?P<a>x)", r"\g<b>", "x")

# expect runtime error: IndexError: unknown group name 'b'
