from math import sqrt,
# expect error: SyntaxError: trailing comma not allowed without surrounding parentheses
