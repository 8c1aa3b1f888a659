f() = 1
# expect error: SyntaxError: cannot assign to function call here. Maybe you meant '==' instead of '='?
