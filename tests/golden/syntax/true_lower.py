x = true
if x = True:
    pass
# expect error: SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?
