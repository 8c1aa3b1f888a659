x = 1
if x == 2:
    pass
elif x = 1:
    pass
# expect error: SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?
