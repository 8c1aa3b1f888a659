if a[0] = 1:
    pass
# expect error: SyntaxError: cannot assign to subscript here. Maybe you meant '==' instead of '='?
