x = 1
while x = 1:
    pass
# expect error: SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?
