# A pattern of several lines gives the line and column of the error.
import re
re.compile("""(?x)
  a+    # one or more
  [b-   # unterminated
""")

# expect runtime error: re.error: bad character range b-  at position 30 (line 3, column 4)
