from math import
# expect error: SyntaxError: invalid syntax
