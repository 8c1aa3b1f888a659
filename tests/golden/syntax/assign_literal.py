1 = x
# expect error: SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?
