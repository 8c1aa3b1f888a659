# A prefix that is not a str.
import tempfile
tempfile.mkdtemp(prefix=3)

# expect runtime error: TypeError: unsupported operand type(s) for +: 'int' and 'str'
