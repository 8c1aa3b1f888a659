x + 1 = 2
# expect error: SyntaxError: cannot assign to expression here. Maybe you meant '==' instead of '='?
