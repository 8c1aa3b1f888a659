x = 1
if x = 1:
    pass
# expect error: SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?
