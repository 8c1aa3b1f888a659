if -x = 1:
    pass
# expect error: SyntaxError: cannot assign to expression here. Maybe you meant '==' instead of '='?
