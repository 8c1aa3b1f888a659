x = 0b102
# expect error: SyntaxError: invalid digit '2' in binary literal
