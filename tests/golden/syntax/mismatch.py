x = [1, 2)
# expect error: SyntaxError: closing parenthesis ')' does not match opening parenthesis '['
