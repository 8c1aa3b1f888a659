x = 1 => 2
# expect error: SyntaxError: cannot assign to literal
