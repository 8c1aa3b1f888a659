def f(): pass
if f() = 1:
    pass
# expect error: SyntaxError: cannot assign to function call here. Maybe you meant '==' instead of '='?
