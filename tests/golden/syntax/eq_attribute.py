if x.size = 25:
    pass
# expect error: SyntaxError: cannot assign to attribute here. Maybe you meant '==' instead of '='?
